import { MantineProvider } from '@mantine/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'
import { catalogueText } from '@/shared/i18n/categories'
import type { SortChange } from '@/shared/lib/sort-diff'
import { useSortDrafts } from '@/shared/lib/use-sort-drafts'
import { renderInRouter } from '@/test/render-in-router'
import { SaveSortButton, SortField } from './sort-controls'

const rows = [
  { _id: 'a', name: 'Кофейни', sort: 1 },
  { _id: 'b', name: 'Пекарни', sort: 2 },
]

function Harness({ onSave }: { onSave: (changes: SortChange[]) => void }) {
  const sort = useSortDrafts(rows)
  return (
    <MantineProvider env="test">
      {rows.map((row) => (
        <SortField key={row._id} name={row.name} value={sort.valueOf(row)} onChange={(typed) => sort.change(row._id, typed)} />
      ))}
      <SaveSortButton changedCount={sort.changes.length} saving={false} onSave={() => onSave(sort.changes)} />
    </MantineProvider>
  )
}

describe('sort fields and the save-sort button (spec section 2 "Categories screen", section 5)', () => {
  it('the button shows only while a value differs from the saved one, and sends only the changed rows', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn()
    await renderInRouter(() => <Harness onSave={onSave} />)
    const first = screen.getByRole('textbox', { name: catalogueText.sortLabel('Кофейни') })
    const second = screen.getByRole('textbox', { name: catalogueText.sortLabel('Пекарни') })
    expect(first).toHaveValue('1')
    expect(screen.queryByRole('button', { name: catalogueText.saveSort })).not.toBeInTheDocument()

    await user.clear(second)
    await user.type(second, '2')
    expect(screen.queryByRole('button', { name: catalogueText.saveSort })).not.toBeInTheDocument()
    expect(unsavedChanges.any()).toBe(false)

    await user.type(first, 'x5')
    expect(first).toHaveValue('15')
    // A changed sort value is unsaved: the leave guard asks before it is lost.
    expect(unsavedChanges.any()).toBe(true)
    await user.clear(second)
    await user.click(screen.getByRole('button', { name: catalogueText.saveSort }))
    expect(onSave).toHaveBeenCalledWith([
      { id: 'a', sort: 15 },
      { id: 'b', sort: null },
    ])
  })
})
