import { expect, type Page } from '@playwright/test'

/**
 * What of Mantine is drawn without its styles, one line each: every class of a Mantine CSS module
 * (`m_` and 8 hex digits, e.g. `m_4081bf90`) on an element of the page that no rule of the page's
 * style sheets selects, named by the element's static class (`mantine-Group-root`) as
 * "Group root has no style rules (m_4081bf90)". The rules are read from every style sheet of the
 * document (and adopted ones), through @media, @layer, @supports, @container and nested rules; a
 * sheet whose rules cannot be read (another origin) is reported too, since it cannot be checked.
 */
export async function unstyledMantineParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MODULE_CLASS = /^m_[0-9a-f]{8}$/
    const STATIC_CLASS = /^mantine-([A-Z][A-Za-z0-9]*)-([A-Za-z0-9]+)$/
    const styled = new Set<string>()
    const problems: string[] = []

    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.(m_[0-9a-f]{8})(?![\w-])/g)) styled.add(match[1]!)
        }
        if (rule instanceof CSSImportRule) {
          if (rule.styleSheet) collectSheet(rule.styleSheet)
        } else if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) {
          // @media, @supports, @container, @layer blocks and rules nested in a style rule.
          collect(rule.cssRules)
        }
      }
    }
    const collectSheet = (sheet: CSSStyleSheet) => {
      let rules: CSSRuleList
      try {
        rules = sheet.cssRules
      } catch {
        problems.push(`a style sheet whose rules cannot be read (${sheet.href ?? 'inline'})`)
        return
      }
      collect(rules)
    }
    for (const sheet of [...document.styleSheets, ...document.adoptedStyleSheets]) collectSheet(sheet)

    // One line per missing class and part, however many elements carry it.
    const missing = new Map<string, number>()
    for (const element of document.querySelectorAll('[class*="m_"]')) {
      const classes = [...element.classList]
      classes.forEach((name, index) => {
        if (!MODULE_CLASS.test(name) || styled.has(name)) return
        // Mantine writes a part's module class just before its static class (`m_… mantine-Group-root`);
        // a component built on another carries both pairs.
        const own = classes.slice(index + 1).find((next) => STATIC_CLASS.test(next)) ?? classes.find((next) => STATIC_CLASS.test(next))
        const [, component, part] = own ? STATIC_CLASS.exec(own)! : [null, `<${element.tagName.toLowerCase()}>`, 'element']
        const line = `${component} ${part} has no style rules (${name})`
        missing.set(line, (missing.get(line) ?? 0) + 1)
      })
    }
    for (const [line, count] of missing) problems.push(count > 1 ? `${line} ×${count}` : line)
    return problems
  })
}

/** Every Mantine part on the page has its style rules: its CSS reached the page (see `unstyledMantineParts`). */
export async function expectMantineStyled(page: Page) {
  expect(await unstyledMantineParts(page), 'Mantine parts without style rules').toEqual([])
}
