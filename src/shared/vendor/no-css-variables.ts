/**
 * Stands in for Mantine's `MantineCssVariables` where its MantineProvider imports it (see
 * vite.config.ts): the provider is given `withCssVariables={false}` (the theme's variables come from a
 * style sheet built with the app, src/app/theme-css.ts), so the component never renders, yet its
 * import pulled the theme-to-variables converters into the first chunk of every screen.
 */
export function MantineCssVariables(): null {
  return null
}
