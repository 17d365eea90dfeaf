import { InputBase, type MultiSelectProps, type SelectProps } from '@mantine/core'
import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent } from 'react'
import classes from './deferred-fields.module.css'

/**
 * Select fields whose code (Mantine's Combobox, Popover and floating-ui) loads
 * when the admin first reaches one, not with the form. Until then a stand-in shows the same label,
 * value, error and chevron, with the same combobox role; focusing or pressing it loads the real
 * field, which replaces it focused, its dropdown open when it was pressed or opened from the
 * keyboard. The stand-in stays in place until the code is there, so nothing typed or clicked meanwhile
 * lands on a vanished element.
 */

export type SelectOption = { value: string; label: string }

/**
 * A component loaded on `request()`: null until its code is there. A failed load is forgotten, so
 * the next request tries again.
 */
export function useDeferredComponent<P>(load: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null)
  const requested = useRef(false)
  const request = () => {
    if (requested.current) return
    requested.current = true
    load().then(
      (loaded) => setComponent(() => loaded),
      () => {
        requested.current = false
      },
    )
  }
  return { Component, request }
}

// Mantine's fields are generic over the value type; the forms' values are strings (ids).
const loadSelect = () => import('./select-fields').then((module) => module.Select as ComponentType<SelectProps<string>>)
const loadMultiSelect = () => import('./select-fields').then((module) => module.MultiSelect as ComponentType<MultiSelectProps<string>>)

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' '])

/** The stand-in's handlers: they load the real field and remember whether its dropdown was asked for. */
function useStandIn<P>(load: () => Promise<ComponentType<P>>) {
  const { Component, request } = useDeferredComponent(load)
  const [open, setOpen] = useState(false)
  const handlers = {
    // Its own focus change is cancelled: the field that replaces the stand-in takes the focus.
    onMouseDown: (event: MouseEvent) => {
      event.preventDefault()
      setOpen(true)
      request()
    },
    onFocus: request,
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return
      event.preventDefault()
      setOpen(true)
    },
  }
  return { Component, open, handlers }
}

type StandInProps = Pick<
  SelectProps<string>,
  'label' | 'description' | 'placeholder' | 'error' | 'withAsterisk' | 'required' | 'disabled' | 'searchable'
> & {
  /** The chosen option's label, or the chosen ones' labels joined. */
  shown: string
  handlers: ReturnType<typeof useStandIn>['handlers']
  onType?: (text: string) => void
}

/** The select's chevron as Mantine's ComboboxChevron draws it, without Combobox's code at first paint. */
function Chevron({ error }: { error: boolean }) {
  return (
    <svg className={classes.chevron} data-error={error || undefined} viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  )
}

/** What stands in for a select field: its look and combobox role, typed into only when searchable. */
function StandIn({ shown, handlers, onType, searchable, error, ...field }: StandInProps) {
  return (
    <InputBase
      {...field}
      error={error}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      {...handlers}
      value={shown}
      readOnly={!onType || !searchable}
      pointer={!onType || !searchable}
      onChange={(event) => {
        onType?.(event.currentTarget.value)
        handlers.onFocus()
      }}
      rightSection={<Chevron error={Boolean(error)} />}
      rightSectionPointerEvents="none"
    />
  )
}

type DeferredSelectProps = Omit<SelectProps<string>, 'data'> & { data: SelectOption[] }

/**
 * Mantine's Select (single value), loaded when first reached. Text typed into a searchable one's
 * stand-in becomes the real field's search.
 */
export function DeferredSelect(props: DeferredSelectProps) {
  const { Component: Select, open, handlers } = useStandIn(loadSelect)
  const [typed, setTyped] = useState<string | null>(null)
  if (Select)
    return typed === null ? (
      <Select {...props} autoFocus defaultDropdownOpened={open} />
    ) : (
      <SearchedSelect Select={Select} props={props} typed={typed} />
    )
  const { label, description, placeholder, error, withAsterisk, required, disabled, searchable, data, value } = props
  const shown = typed ?? data.find((option) => option.value === value)?.label ?? ''
  return (
    <StandIn
      {...{ label, description, placeholder, error, withAsterisk, required, disabled, searchable, shown, handlers }}
      onType={setTyped}
    />
  )
}

/**
 * The real Select taking over a search typed into its stand-in. Mantine sets the search to the chosen
 * option's label (or empties it) when the field mounts; that first reset is ignored, so the typed text
 * stays, filtering the open dropdown.
 */
function SearchedSelect({
  Select,
  props,
  typed,
}: {
  Select: ComponentType<SelectProps<string>>
  props: DeferredSelectProps
  typed: string
}) {
  const [search, setSearch] = useState(typed)
  const mounted = useRef(false)
  // Runs after the field's own mount effects (a child's effects run first).
  useEffect(() => {
    mounted.current = true
  }, [])
  return (
    <Select
      {...props}
      autoFocus
      defaultDropdownOpened
      searchValue={search}
      onSearchChange={(next) => {
        if (mounted.current) setSearch(next)
      }}
    />
  )
}

type DeferredMultiSelectProps = Omit<MultiSelectProps<string>, 'data'> & { data: SelectOption[] }

/** Mantine's MultiSelect, loaded when first reached; its stand-in lists the chosen values' labels. */
export function DeferredMultiSelect(props: DeferredMultiSelectProps) {
  const { Component: MultiSelect, open, handlers } = useStandIn(loadMultiSelect)
  if (MultiSelect) return <MultiSelect {...props} autoFocus defaultDropdownOpened={open} />
  const { label, description, placeholder, error, withAsterisk, required, disabled, data, value = [] } = props
  const chosen = data.filter((option) => value.includes(option.value)).map((option) => option.label)
  return (
    <StandIn
      {...{ label, description, error, withAsterisk, required, disabled, handlers }}
      placeholder={chosen.length ? undefined : placeholder}
      shown={chosen.join(', ')}
    />
  )
}
