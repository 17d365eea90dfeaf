/**
 * Mantine's select fields, in a chunk of their own: with Combobox, Popover and floating-ui they
 * weigh about 25 KB gzip, which a form loads when its first select is used (see deferred-fields).
 */
export { Combobox, MultiSelect, Select, useCombobox } from '@mantine/core'
