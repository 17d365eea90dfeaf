/** The node Mantine draws the layers that float over a screen into (tooltips, menus, a select's options, toasts). */
const LAYERS_ID = 'floating-layers'

/** The theme's portal target for every floating layer but a modal (src/app/theme.ts, the shell's toasts). */
export const FLOATING_LAYERS = `#${LAYERS_ID}`

/**
 * Where the floating layers are drawn, put last in a screen's `<main>` (the shell's, the sign-in page's): what floats
 * over a screen is part of a landmark, as axe's `region` rule and a screen reader's landmark list expect, not loose at
 * the end of `<body>`. An unstyled box, not positioned: a layer is placed, stacked and sized as at the body's end.
 * A modal stays at the body's end: a dialog is its own region, and a click on its text would give the focus to `<main>`
 * (which takes it for the skip link), outside the dialog's focus trap.
 */
export function FloatingLayers() {
  return <div id={LAYERS_ID} />
}
