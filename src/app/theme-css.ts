import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core'
// With extensions: vite.config.ts loads this chain natively in Node.
import { cssVariablesResolver } from './color-roles.ts'
import { theme } from './theme.ts'

type Part = keyof ConvertCSSVariablesInput

/**
 * The theme's CSS variables as Mantine's provider would write them at start-up: those that differ
 * from the defaults in @mantine/core/styles/default-css-variables.css, with the console's own
 * (cssVariablesResolver) on top. The build serves them as a style sheet (vite.config.ts, `virtual:theme-variables.css`), so
 * the page does not compute some 400 colour variables from the theme on every start.
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme)
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME)
  const generated = defaultCssVariablesResolver(merged)
  const own = cssVariablesResolver(merged)
  const changed = (part: Part) =>
    Object.fromEntries(
      Object.entries({ ...generated[part], ...own[part] }).filter(
        ([name, value]) => defaults[part][name as keyof (typeof defaults)[Part]] !== value,
      ),
    )
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') })
}
