/** Spec section 5: a latitude lies within −90…90, a longitude within −180…180. */
export const LAT_LIMIT = 90
export const LON_LIMIT = 180

/** A typed coordinate (`-12.5`, `40`) within ±limit; empty or other text is not one. */
export function coordinateInRange(value: string, limit: number): boolean {
  const text = value.trim()
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return false
  const number = Number(text)
  return Number.isFinite(number) && Math.abs(number) <= limit
}
