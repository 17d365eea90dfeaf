import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
/**
 * Mantine's select fields, in a chunk of their own: with Combobox, Popover and floating-ui they are
 * heavy, and a form loads them when its first select is used (see deferred-fields).
 */
export { Combobox, MultiSelect, Select, useCombobox } from '@mantine/core'
