import { describe, expect, it } from 'vitest'
import { THEME_PRIMARY } from '@/shared/limits'
import { CONSOLE_COLOR_ROLES } from './color-roles'
import { themeVariablesCss } from './theme-css'

describe('the theme style sheet (what MantineProvider would write at start-up)', () => {
  const css = themeVariablesCss()

  it('makes the brand the primary colour, its shade 6 the console colour', () => {
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled);')
    expect(css).toContain(`--mantine-color-brand-6: ${THEME_PRIMARY};`)
  })

  it('carries the console overrides for the light scheme (contrast of dimmed text and errors)', () => {
    const light = css.slice(css.indexOf('[data-mantine-color-scheme="light"]'))
    expect(light).toContain('--mantine-color-dimmed: #5f676f;')
    expect(light).toContain('--mantine-color-error: var(--mantine-color-red-9);')
  })

  it('gives every colour role of the console a value in the light scheme and another in the dark one (issue 23)', () => {
    const dark = css.slice(css.indexOf('[data-mantine-color-scheme="dark"]'), css.indexOf('[data-mantine-color-scheme="light"]'))
    const light = css.slice(css.indexOf('[data-mantine-color-scheme="light"]'))
    for (const [role, [lightValue, darkValue]] of Object.entries(CONSOLE_COLOR_ROLES)) {
      expect(light).toContain(`${role}: ${lightValue};`)
      expect(dark).toContain(`${role}: ${darkValue};`)
    }
    expect(dark).toContain('--mantine-color-dimmed: var(--mantine-color-dark-1);')
  })

  it('leaves out what @mantine/core/styles.css already defines', () => {
    expect(css).not.toContain('--mantine-color-red-6:')
  })
})
