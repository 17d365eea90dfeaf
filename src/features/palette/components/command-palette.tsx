import '@mantine/spotlight/styles.css'
import { useDebouncedValue } from '@mantine/hooks'
import { createSpotlight, Spotlight, useSpotlight } from '@mantine/spotlight'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { eventQueries } from '@/features/events/queries'
import { organizationQueries } from '@/features/organizations/queries'
import {
  arrangeSections,
  eventItem,
  matchingItems,
  mayOpen,
  objectIdIn,
  organizationItem,
  readRecent,
  rememberOpened,
  screenItems,
  searchKinds,
  userItem,
  type PaletteItem,
  type PaletteSection,
  type PaletteTarget,
} from '@/features/palette/palette-items'
import { userQueries } from '@/features/users/queries'
import { ApiError, errorText } from '@/shared/api/client'
import { useSession } from '@/shared/auth/session'
import { paletteText } from '@/shared/i18n/palette'
import { LIMITS } from '@/shared/limits'
import classes from './command-palette.module.css'

const [store, palette] = createSpotlight()
/** The list's id: Spotlight finds the highlighted entry with a CSS selector of it (the console has one palette). */
const LIST_ID = 'command-palette-results'
// Spotlight finds its results by the list's id (its own ActionsList is a scroll area, not a listbox).
store.updateState((state) => ({ ...state, listId: LIST_ID }))

/**
 * Highlights the entry at `index` as Spotlight's arrow keys do (its `data-selected` attribute and
 * the store's index): Spotlight selects the first entry when the text changes, but results that
 * arrive later would otherwise leave nothing highlighted for Enter.
 */
function highlight(index: number) {
  const list = document.getElementById(LIST_ID)
  const actions = list?.querySelectorAll('[data-action]') ?? []
  const next = Math.min(index, actions.length - 1)
  list?.querySelector('[data-selected]')?.removeAttribute('data-selected')
  actions[next]?.setAttribute('data-selected', 'true')
  store.setState((state) => ({ ...state, selected: next }))
}

/** Spotlight moves its highlight without telling its subscribers (updateState): the palette re-reads it for aria-selected. */
function announceHighlight() {
  store.setState((state) => ({ ...state }))
}

/** An id looked up that is not there (404) is no failure: that kind simply found nothing. */
function failureOf(query: UseQueryResult<unknown>): unknown {
  if (!query.isError) return null
  return query.error instanceof ApiError && query.error.status === 404 ? null : query.error
}

/** The palette's text as typed and as settled: searches run on the settled text, and a change cancels them (the key moves on). */
function useSettledText(query: string) {
  const text = query.trim()
  const [debounced] = useDebouncedValue(text, LIMITS.paletteDebounceMs)
  return { text, settled: debounced === text ? debounced : null }
}

/**
 * The command palette on Mantine's Spotlight: screens and their actions, organizations,
 * events and users found by name, a pasted id looked up as each at once, and the admin's recent
 * entries, as a listbox the keyboard drives. Loaded on first use by the shell's PaletteLauncher;
 * each `request` after the first opens it again.
 */
export default function CommandPalette({ request }: { request: number }) {
  const { profile } = useSession()
  const adminId = profile?._id ?? 'root'
  const router = useRouter()
  const newTab = useRef(false)
  const [query, setQuery] = useState('')
  const { selected, opened } = useSpotlight(store)

  useEffect(() => {
    if (request > 0) palette.open()
  }, [request])
  // Read again at each opening: what was opened last time comes first.
  const recent = useMemo(
    () => (opened ? readRecent(localStorage, adminId).filter((item) => mayOpen(profile, item)) : []),
    [opened, adminId, profile],
  )

  const { text, settled } = useSettledText(query)
  const kinds = searchKinds(profile)
  const id = settled === null ? null : objectIdIn(settled)
  const name = settled !== null && !id ? settled : ''

  const organizations = useQuery({ ...organizationQueries.search(name), enabled: kinds.organizations && name !== '' })
  const events = useQuery({ ...eventQueries.search(name), enabled: kinds.events && name !== '' })
  const users = useQuery({ ...userQueries.search(name || (id ?? '')), enabled: kinds.users && (name !== '' || id !== null) })
  // The same detail queries as the single views: an organization found by id opens at once.
  const organizationById = useQuery({ ...organizationQueries.detail(id ?? ''), enabled: kinds.organizations && id !== null })
  const eventById = useQuery({ ...eventQueries.detail(id ?? ''), enabled: kinds.events && id !== null })

  const screens = useMemo(() => screenItems(profile), [profile])
  const sections: PaletteSection[] = arrangeSections(
    id !== null
      ? [
          {
            group: 'id',
            items: [
              ...(organizationById.data ? [organizationItem(organizationById.data, true)] : []),
              ...(eventById.data ? [eventItem(eventById.data, true)] : []),
              ...(users.data ?? []).filter((user) => user._id === id).map((user) => userItem(user, true)),
            ],
          },
        ]
      : [
          { group: 'recent', items: text === '' ? recent : [] },
          { group: 'screens', items: matchingItems(screens, text) },
          { group: 'organizations', items: name ? (organizations.data ?? []).map((org) => organizationItem(org)) : [] },
          { group: 'events', items: name ? (events.data ?? []).map((event) => eventItem(event)) : [] },
          { group: 'users', items: name ? (users.data ?? []).map((user) => userItem(user)) : [] },
        ],
  )
  const items = sections.flatMap((section) => section.items)
  const asked = id !== null ? [organizationById, eventById, users] : name ? [organizations, events, users] : []
  const searching = (text !== '' && settled === null) || asked.some((result) => result.fetchStatus === 'fetching')
  const failure = asked.map(failureOf).find((error) => error !== null)

  const signature = items.map((item) => item.key).join(' ')
  useEffect(() => {
    if (opened) highlight(0)
  }, [opened, signature])

  // The highlighted entry's single view is preloaded (its route's loader fetches the entry) while
  // the admin decides: Enter shows it at once.
  const highlighted = items[selected]
  useEffect(() => {
    const target = highlighted?.target
    if (!target || !('search' in target) || !('id' in target.search)) return
    router.preloadRoute(locationOf(target)).catch(() => {})
  }, [highlighted, router])

  const open = (item: PaletteItem) => {
    rememberOpened(localStorage, adminId, item)
    // Cleared now, not only once the closing fades out: Ctrl+K pressed again at once starts empty, with the recent entries.
    setQuery('')
    const location = locationOf(item.target)
    if (newTab.current || item.newTab) window.open(router.buildLocation(location).href, '_blank', 'noopener')
    else void router.navigate(location)
    newTab.current = false
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Spotlight clicks the highlighted entry on Enter right after this: Ctrl/Cmd+Enter opens it in a new tab.
    if (event.key === 'Enter') newTab.current = event.ctrlKey || event.metaKey
    // Spotlight handles the arrows right after this handler.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') queueMicrotask(announceHighlight)
  }

  let status = paletteText.count(items.length)
  if (failure) status = paletteText.failed(errorText(failure))
  else if (searching) status = paletteText.searching
  else if (id !== null && items.length === 0) status = paletteText.idNotFound

  // Each entry's place in the whole list (Spotlight's highlight counts across groups).
  const offsets = sections.map((_, at) => sections.slice(0, at).reduce((count, section) => count + section.items.length, 0))
  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      title={paletteText.label}
      classNames={{ header: classes.hiddenHeader }}
    >
      <Spotlight.Search
        data-autofocus
        role="combobox"
        aria-label={paletteText.label}
        aria-expanded
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={highlighted ? `${LIST_ID}-${selected}` : undefined}
        aria-describedby={`${LIST_ID}-status`}
        placeholder={paletteText.placeholder}
        onKeyDown={onKeyDown}
      />
      <div id={LIST_ID} role="listbox" aria-label={paletteText.label} className={classes.list}>
        {sections.map((section, at) => (
          <Spotlight.ActionsGroup
            key={section.group}
            role="group"
            aria-label={paletteText.groups[section.group]}
            label={paletteText.groups[section.group]}
            className={classes.group}
          >
            {section.items.map((item, place) => {
              const index = (offsets[at] ?? 0) + place
              return (
                <Spotlight.Action
                  key={`${section.group}:${item.key}`}
                  // Spotlight.Action keeps its `id` prop to itself: the option's id (aria-activedescendant) is set on the element.
                  ref={(node: HTMLButtonElement | null) => {
                    if (node) node.id = `${LIST_ID}-${index}`
                  }}
                  role="option"
                  aria-selected={index === selected}
                  className={classes.action}
                  label={item.label}
                  description={item.description}
                  onClick={() => open(item)}
                />
              )
            })}
          </Spotlight.ActionsGroup>
        ))}
      </div>
      <p id={`${LIST_ID}-status`} className={classes.status} role="status" data-failed={failure ? true : undefined}>
        {status}
      </p>
    </Spotlight.Root>
  )
}

/** The router's location of a palette target. */
function locationOf(target: PaletteTarget) {
  return 'search' in target ? { to: target.to, search: target.search } : { to: target.to }
}
