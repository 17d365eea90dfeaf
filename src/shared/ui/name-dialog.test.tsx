import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { ApiError } from '@/shared/api/client'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'
import { catalogueText } from '@/shared/i18n/categories'
import { ru } from '@/shared/i18n/ru'
import { catalogueNameSchema } from '@/shared/lib/name-rules'
import { UncertainCreateError } from '@/shared/save/merged-save-errors'
import { renderInRouter } from '@/test/render-in-router'
import { NameDialog } from './name-dialog'

/** A caller's schema: the catalogue's name rule alone. */
const nameFormSchema = z.object({ name: catalogueNameSchema })

async function renderDialog(onSubmit: (values: { name: string }) => Promise<unknown>, onClose = vi.fn(), initialName = '') {
  await renderInRouter(() => (
    <NameDialog
      opened
      title="Новая категория"
      schema={nameFormSchema}
      defaults={{ name: initialName }}
      submitLabel={catalogueText.create}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  ))
  return onClose
}

describe('name dialog (spec sections 5 and 8)', () => {
  it('refuses a name shorter than 2 with "Минимум 2 символа" and sends nothing', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(() => Promise.resolve())
    await renderDialog(onSubmit)
    await user.type(screen.getByRole('textbox', { name: catalogueText.nameLabel }), ' А ')
    await user.click(screen.getByRole('button', { name: catalogueText.create }))
    expect(await screen.findByText('Минимум 2 символа')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends the trimmed name and closes', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(() => Promise.resolve())
    const onClose = await renderDialog(onSubmit, vi.fn(), 'Кафе')
    const input = screen.getByRole('textbox', { name: catalogueText.nameLabel })
    expect(input).toHaveValue('Кафе')
    await user.clear(input)
    await user.type(input, '  Кафе и бары ')
    await user.click(screen.getByRole('button', { name: catalogueText.create }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Кафе и бары' })
  })

  it('a server failure shows its message (in Russian where the spec gives one) in an alert dialog; the typed name stays and has the focus back', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(() =>
      Promise.reject(new ApiError('http', 'Name length minimum 2', { status: 400, serverMessage: 'Name length minimum 2' })),
    )
    const onClose = await renderDialog(onSubmit)
    await user.type(screen.getByRole('textbox', { name: catalogueText.nameLabel }), 'Спорт')
    await user.click(screen.getByRole('button', { name: catalogueText.create }))
    const alert = await screen.findByRole('dialog', { name: catalogueText.failedTitle })
    expect(alert).toHaveTextContent('Минимум 2 символа')
    await user.click(screen.getByRole('button', { name: ru.common.ok }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: catalogueText.failedTitle })).not.toBeInTheDocument())
    expect(screen.getByRole('textbox', { name: catalogueText.nameLabel })).toHaveValue('Спорт')
    // The alert gives the focus back to the name.
    await waitFor(() => expect(screen.getByRole('textbox', { name: catalogueText.nameLabel })).toHaveFocus())
    expect(onClose).not.toHaveBeenCalled()
  })

  it('a create without a sure answer says what its look-up found and offers "Повторить", which sends the typed name again; a refusal offers only OK', async () => {
    const user = userEvent.setup()
    const onSubmit = vi
      .fn<(values: { name: string }) => Promise<unknown>>()
      .mockRejectedValueOnce(new UncertainCreateError('Нет ответа от сервера.\nНе удалось проверить, создана ли запись.'))
      .mockRejectedValueOnce(new ApiError('http', 'Name length minimum 2', { status: 400, serverMessage: 'Name length minimum 2' }))
    const onClose = await renderDialog(onSubmit)
    await user.type(screen.getByRole('textbox', { name: catalogueText.nameLabel }), 'Спорт')
    await user.click(screen.getByRole('button', { name: catalogueText.create }))
    const uncertain = await screen.findByRole('dialog', { name: catalogueText.failedTitle })
    expect(uncertain).toHaveTextContent('Не удалось проверить, создана ли запись.')
    await user.click(within(uncertain).getByRole('button', { name: ru.common.retry }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2))
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Спорт' })
    const refused = await screen.findByRole('dialog', { name: catalogueText.failedTitle })
    expect(refused).toHaveTextContent('Минимум 2 символа')
    expect(within(refused).queryByRole('button', { name: ru.common.retry })).not.toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('what is typed counts as unsaved (the leave guard asks before a navigation, a logout or a country switch loses it)', async () => {
    await renderDialog(() => Promise.resolve(), vi.fn(), 'Кафе')
    expect(unsavedChanges.any()).toBe(false)
    await userEvent.setup().type(screen.getByRole('textbox', { name: catalogueText.nameLabel }), ' у дома')
    expect(unsavedChanges.any()).toBe(true)
  })
})
