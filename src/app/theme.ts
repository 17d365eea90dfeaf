import { createTheme, type MantineColorsTuple } from '@mantine/core'
import { FLOATING_LAYERS } from '@/shared/a11y/floating-layers'
import { ru } from '@/shared/i18n/ru'
import { LIMITS, THEME_PRIMARY } from '@/shared/limits'

const brand: MantineColorsTuple = [
  '#eef0fd',
  '#dadefa',
  '#b3baf3',
  '#8a94ec',
  '#6672e6',
  '#4f5de2',
  THEME_PRIMARY,
  '#2a38c6',
  '#2331b1',
  '#1a289c',
]

// The scrolling part of a select's list of options: a group of its options (a listbox may hold groups)
// that takes focus, so that the keyboard can scroll it (axe scrollable-region-focusable).
const OPTIONS_SCROLL = { viewportProps: { tabIndex: 0, role: 'group' } }

// What floats over a screen is drawn inside its landmark (shared/a11y/floating-layers.tsx). Popover carries menus,
// selects' options, dates' calendars and hover cards; modals keep Mantine's own node at the body's end.
const IN_LAYERS = { portalProps: { target: FLOATING_LAYERS } }

// A modal's sticky header: its title line and padding.
const MODAL_HEADER_ROOM = '4.5rem'

export const theme = createTheme({
  primaryColor: 'brand',
  // Mantine's defaults: the dark scheme fills with a deeper shade, under which white text keeps its contrast.
  primaryShade: { light: 6, dark: 8 },
  colors: { brand },
  defaultRadius: 'md',
  // With the system's reduced motion, Mantine's transitions (a dialog, a menu, a collapse) take no time; the CSS ones
  // stop in display-modes.css.
  respectReducedMotion: true,
  // The console's own font, shipped with it (Cyrillic and Latin): the same screens on every machine.
  fontFamily: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Spec section 9: modals close in 400 ms, those of the organizations list in 200 ms (set there).
  components: {
    // Every modal's × has a name (axe button-name), whichever dialog forgets to give one.
    // A field the focus reaches while a long dialog scrolls stays clear of its sticky header (WCAG 2.4.11).
    Modal: {
      defaultProps: { transitionProps: { duration: LIMITS.modalCloseOtherMs }, closeButtonProps: { 'aria-label': ru.common.close } },
      styles: { content: { scrollPaddingTop: MODAL_HEADER_ROOM } },
    },
    // A modal's header is not a second banner beside the shell's header (axe landmark-no-duplicate-banner).
    ModalHeader: { defaultProps: { component: 'div' } },
    Popover: { defaultProps: IN_LAYERS },
    Tooltip: { defaultProps: IN_LAYERS },
    // A toast's close button has a name (axe button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': ru.common.close } } },
    // A field's × (a date's, a select's) is a 28 px target, not Mantine's 22 (WCAG 2.5.8, at least 24 px).
    InputClearButton: { defaultProps: { size: 'md' } },
    // A password field's eye button is named in Russian on every screen (Mantine's own name is English).
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': ru.common.togglePassword } } },
    // A searchable select says so when nothing matches what is typed.
    Select: { defaultProps: { nothingFoundMessage: ru.common.nothingFound, scrollAreaProps: OPTIONS_SCROLL } },
    MultiSelect: { defaultProps: { nothingFoundMessage: ru.common.nothingFound, scrollAreaProps: OPTIONS_SCROLL } },
  },
})
