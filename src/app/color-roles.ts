import type { CSSVariablesResolver } from '@mantine/core'

const shade = (color: string, index: number) => `var(--mantine-color-${color}-${index})`
/** A tint of `color` over the dark scheme's card surface: the dark twin of a light `color.0` background. */
const darkTint = (color: string, percent: number) => `color-mix(in srgb, ${shade(color, 9)} ${percent}%, ${shade('dark', 7)})`

/**
 * The console's own colour roles, one value per scheme: style sheets use these (or Mantine's own
 * scheme-aware variables), never a palette shade, so every screen reads in light and dark alike.
 * Text roles keep 4.5:1 (WCAG AA) on the surfaces they sit on in both schemes.
 */
export const CONSOLE_COLOR_ROLES = {
  /** Cards, tables, form sections, the editor. */
  '--console-surface': ['var(--mantine-color-white)', shade('dark', 7)],
  /** The page behind the cards; the bulk bar; table heads. */
  '--console-surface-subtle': [shade('gray', 0), shade('dark', 8)],
  /** A hovered row, a selected card, a neutral chip. */
  '--console-surface-strong': [shade('gray', 1), shade('dark', 5)],
  /** The empty part of a progress line. */
  '--console-track': [shade('gray', 2), shade('dark', 4)],
  '--console-border': [shade('gray', 3), shade('dark', 4)],
  '--console-text-secondary': [shade('gray', 7), shade('dark', 1)],
  '--console-text-strong': [shade('gray', 8), shade('dark', 0)],
  // green.9 and orange.9 are below 4.5:1 on white; a quarter darker passes.
  '--console-positive': [`color-mix(in srgb, ${shade('green', 9)} 75%, black)`, shade('green', 4)],
  '--console-negative': [shade('red', 9), shade('red', 4)],
  '--console-warning': [`color-mix(in srgb, ${shade('orange', 9)} 75%, black)`, shade('orange', 4)],
  '--console-positive-surface': [shade('green', 0), darkTint('green', 25)],
  '--console-negative-surface': [shade('red', 0), darkTint('red', 25)],
  '--console-warning-surface': [shade('orange', 0), darkTint('orange', 25)],
  '--console-info-surface': [shade('blue', 0), darkTint('blue', 25)],
  '--console-positive-border': [shade('green', 2), shade('green', 8)],
  '--console-negative-border': [shade('red', 2), shade('red', 8)],
  '--console-warning-border': [shade('orange', 2), shade('orange', 8)],
  /** Links inside article markup. */
  '--console-link': [shade('blue', 9), shade('blue', 4)],
  /** The markup editor's highlighting: tags, attribute names, attribute values. */
  '--console-code-tag': [shade('indigo', 9), shade('indigo', 3)],
  '--console-code-attribute': [shade('grape', 9), shade('grape', 3)],
  '--console-code-string': [shade('teal', 9), shade('teal', 3)],
  /** Under white text: a destructive button, a count that asks for attention; a count at zero. */
  '--console-danger-fill': [shade('red', 9), shade('red', 9)],
  '--console-quiet-fill': [shade('gray', 7), shade('dark', 4)],
  /** A forbidden fragment marked in the editor. */
  '--console-mark-surface': [shade('red', 1), darkTint('red', 45)],
  '--console-mark-outline': [shade('red', 8), shade('red', 5)],
} as const satisfies Record<string, readonly [light: string, dark: string]>

const rolesOf = (scheme: 0 | 1) => Object.fromEntries(Object.entries(CONSOLE_COLOR_ROLES).map(([name, values]) => [name, values[scheme]]))

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...rolesOf(0),
    // Mantine's default dimmed grey and placeholder are below 4.5:1 on white.
    '--mantine-color-dimmed': '#5f676f',
    '--mantine-color-placeholder': '#6b737b',
    // Field errors: red.6 on white is below 4.5:1; red.9 passes.
    '--mantine-color-error': shade('red', 9),
  },
  dark: {
    ...rolesOf(1),
    // Mantine's dark defaults below 4.5:1 on the dark surfaces: red.8 errors, dark.2 dimmed text,
    // dark.3 placeholders, brand.4 text and links; lighter shades pass.
    '--mantine-color-error': shade('red', 4),
    '--mantine-color-dimmed': shade('dark', 1),
    '--mantine-color-placeholder': shade('dark', 1),
    '--mantine-color-brand-text': shade('brand', 3),
    '--mantine-color-anchor': shade('brand', 3),
  },
})
