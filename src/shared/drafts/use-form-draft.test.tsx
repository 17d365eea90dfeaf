import 'fake-indexeddb/auto'
import { MantineProvider } from '@mantine/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useLayoutEffect, useRef, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { profileSchema } from '@/shared/auth/schemas'
import { session, SESSION_KEYS } from '@/shared/auth/session'
import { draftText } from '@/shared/i18n/ru'
import { drafts } from './drafts'
import { unsavedChanges } from './unsaved-changes'
import { useFormDraft } from './use-form-draft'

type Values = { name: string; note: string }

/** A form of two fields whose draft is kept as it is typed. */
function Form({ base }: { base: Values }) {
  const [values, setValues] = useState(base)
  const latest = useRef(values)
  useLayoutEffect(() => {
    latest.current = values
  })
  const draft = useFormDraft<Values>({
    kind: 'test',
    id: 'record-1',
    base,
    read: () => latest.current,
    apply: (changes) => setValues((current) => ({ ...current, ...changes })),
    labels: { name: 'Название', note: 'Заметка' },
  })
  return (
    <MantineProvider env="test">
      {draft.element}
      <input
        aria-label="Название"
        value={values.name}
        onChange={(event) => {
          setValues({ ...values, name: event.currentTarget.value })
          draft.touch()
        }}
      />
      <output aria-label="Заметка">{values.note}</output>
    </MantineProvider>
  )
}

const signInAs = (id: string) =>
  act(() => session.start('token', profileSchema.parse({ _id: id, isAdmin: true, isRoot: false, display_name: id })))

const kept = () => screen.findByText(draftText.kept, undefined, { timeout: 4000 })

afterEach(() => act(() => session.clear()))

describe('a form’s draft (kept as typed, offered back, never applied unasked)', () => {
  it('is written after typing pauses and offered back to the same admin; only Восстановить applies it, and only the fields it changed', async () => {
    signInAs('admin-anna')
    const first = render(<Form base={{ name: 'Кафе', note: 'с сервера' }} />)
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Кафе «Ромашка»' } })
    await kept()
    first.unmount()

    // The server's note changed since: the offer names it; restoring keeps it.
    render(<Form base={{ name: 'Кафе', note: 'от коллеги' }} />)
    const offer = await screen.findByText(draftText.offerTitle)
    expect(screen.getByText(draftText.serverChanged(['Заметка']))).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>('Название').value).toBe('Кафе')
    expect(offer).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: draftText.restore }))
    await screen.findByDisplayValue('Кафе «Ромашка»')
    expect(screen.getByLabelText('Заметка').textContent).toBe('от коллеги')
  }, 10_000)

  it('another admin in the same browser is not offered it', async () => {
    signInAs('admin-max')
    render(<Form base={{ name: 'Кафе', note: 'с сервера' }} />)
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Кафе Макса' } })
    // Writing starts only once no stored draft waits for an answer: the note means none was offered.
    await kept()
    expect(screen.queryByText(draftText.offerTitle)).toBeNull()
  }, 10_000)

  it('leaving with Уйти discards the draft; a form merely unmounted (a closed tab, a session’s end) keeps it', async () => {
    signInAs('admin-olga')
    const address = { admin: 'admin-olga', kind: 'test', record: 'record-1' }
    const first = render(<Form base={{ name: 'Кафе', note: 'с сервера' }} />)
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Кафе Ольги' } })
    await kept()
    first.unmount()
    expect(await drafts.read(address)).not.toBeNull()

    render(<Form base={{ name: 'Кафе', note: 'с сервера' }} />)
    await screen.findByText(draftText.offerTitle)
    fireEvent.click(screen.getByRole('button', { name: draftText.restore }))
    await screen.findByDisplayValue('Кафе Ольги')
    // The leave guard's 'Уйти' to a navigation.
    act(() => unsavedChanges.discarded())
    await vi.waitFor(async () => expect(await drafts.read(address)).toBeNull())
  }, 10_000)

  it('a screen held after a logout in another tab writes nothing more, even once its admin signs in again there', async () => {
    signInAs('admin-vera')
    const view = render(<Form base={{ name: 'Кафе', note: 'с сервера' }} />)
    const name = screen.getByLabelText('Название')
    fireEvent.change(name, { target: { value: 'Кафе Веры' } })
    await kept()
    const stopHolding = unsavedChanges.register({ dirty: () => true, ask: () => Promise.resolve(false), release: () => {} })
    const write = vi.spyOn(drafts, 'write')
    try {
      localStorage.removeItem(SESSION_KEYS.token)
      localStorage.removeItem(SESSION_KEYS.profile)
      act(() => session.reload())
      expect(session.held()?.kind).toBe('loggedOut')
      fireEvent.change(name, { target: { value: 'Кафе после выхода' } })
      signInAs('admin-vera')
      fireEvent.change(name, { target: { value: 'Кафе после входа' } })
      // Unmounted with a write waiting: it would be written now.
      view.unmount()
      expect(write).not.toHaveBeenCalled()
    } finally {
      stopHolding()
      write.mockRestore()
    }
  }, 10_000)
})
