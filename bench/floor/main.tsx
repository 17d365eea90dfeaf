/**
 * The bench's floor: a plain React page that fetches the same records the console shows
 * (organizations, or events with ?kind=events) and renders them as bare list items with the
 * console's card test id, with the same two interactions: a page button and a search box (`?q=`
 * opens it searched, as the console's `?q=` does). The console's list is measured against it.
 */
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

type Item = { _id: string; name: string }
type Kind = 'organizations' | 'events'

const kind: Kind = new URLSearchParams(location.search).get('kind') === 'events' ? 'events' : 'organizations'
const CARD_TEST_ID: Record<Kind, string> = { organizations: 'organization-card', events: 'event-card' }

function Floor() {
  const [q, setQ] = useState(() => new URLSearchParams(location.search).get('q') ?? '')
  const [page, setPage] = useState(() => Number(new URLSearchParams(location.search).get('page') ?? '1'))
  const [items, setItems] = useState<Item[]>([])
  useEffect(() => {
    const controller = new AbortController()
    const token = localStorage.getItem('console.token') ?? ''
    const params = new URLSearchParams({ page: String(page), per_page: '500', q, is_active: 'all', sort_by_date: 'true' })
    void fetch(`/api/${kind}?${params.toString()}`, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal })
      .then((response) => response.json() as Promise<Record<Kind, Item[]>>)
      .then((body) => setItems(body[kind]))
      .catch(() => undefined)
    return () => controller.abort()
  }, [q, page])
  const goTo = (next: number) => {
    history.pushState(null, '', `?kind=${kind}&page=${next}`)
    setPage(next)
  }
  return (
    <main>
      <input aria-label="search" data-testid="floor-search" defaultValue={q} onChange={(event) => setQ(event.target.value)} />
      <button type="button" data-testid="floor-page-1" onClick={() => goTo(1)}>
        1
      </button>
      <ul data-testid="floor-list">
        {items.map((item) => (
          <li key={item._id} data-testid={CARD_TEST_ID[kind]}>
            {item.name}
          </li>
        ))}
      </ul>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(<Floor />)
