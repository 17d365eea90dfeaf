/**
 * A long legal or visa guide of short sections (about 110 bytes each, so 300 KB is some 2 800
 * sections) in the allowed tags, without a forbidden fragment: what the markup tests and the
 * editor bench (bench/editor.ts) edit.
 */
export const guideSection = (n: number) =>
  `<h3>Раздел ${n}</h3>\n<b>Памятка</b> для тех, кто переехал.\n<ul><li>паспорт и копия</li></ul>\n`

/** Sections 1 to `sections`. */
export function longGuide(sections: number): string {
  return Array.from({ length: sections }, (_, i) => guideSection(i + 1)).join('')
}
