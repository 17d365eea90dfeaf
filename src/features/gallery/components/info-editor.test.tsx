import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { InfoItem } from '@/features/gallery/schemas'
import { galleryText } from '@/shared/i18n/gallery'
import { markupText } from '@/shared/i18n/markup'
import { ru } from '@/shared/i18n/ru'
import { stubRangeLayout, typeAtEnd } from '@/test/code-editor'
import { renderInRouter } from '@/test/render-in-router'
import InfoEditor from './info-editor'

const update = vi.hoisted(() => ({ mutateAsync: vi.fn(() => Promise.resolve()), error: null, isPending: false, dialog: null }))
vi.mock('@/features/gallery/mutations', () => ({ useUpdateInfo: () => update }))

const BODY = '<h3>Кратко</h3>\n<b>Телефоны</b>\n'
const item: InfoItem = { _id: 'i1', name: 'Экстренные службы', inner_html: BODY, is_visible: true, information_block_id: 's1' }

async function openEditor() {
  update.mutateAsync.mockClear()
  await renderInRouter(() => <InfoEditor countryId="c1" item={item} onDone={vi.fn()} />)
  await screen.findByRole('textbox', { name: galleryText.bodyLabel }, { timeout: 15_000 })
}

beforeAll(stubRangeLayout)

describe('information item editor save (keys never wait, the save still sees every one)', () => {
  it('refuses a forbidden fragment typed a moment before the save, before the preview has followed it', async () => {
    await openEditor()
    typeAtEnd('<script>')
    expect(screen.queryByText(markupText.forbiddenPreview)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: ru.common.save }))
    const blocked = await screen.findByRole('dialog', { name: markupText.forbiddenAlertTitle })
    expect(blocked).toHaveTextContent('«script»')
    expect(update.mutateAsync).not.toHaveBeenCalled()
    const preview = screen.getByRole('region', { name: markupText.previewLabel })
    expect(within(preview).getByText(markupText.forbiddenPreview)).toBeInTheDocument()
  })

  it('saves the text with the keys typed a moment before the save', async () => {
    await openEditor()
    typeAtEnd('<b>112</b>')
    fireEvent.click(screen.getByRole('button', { name: ru.common.save }))
    await waitFor(() => expect(update.mutateAsync).toHaveBeenCalledTimes(1))
    // Merged onto the item as the server holds it now: the item as opened, and what is typed.
    expect(update.mutateAsync).toHaveBeenCalledWith({
      base: { name: item.name, inner_html: BODY, is_visible: true },
      mine: { name: item.name, inner_html: `${BODY}<b>112</b>`, is_visible: true },
    })
  })
})
