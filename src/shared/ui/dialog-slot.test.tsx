import { MantineProvider, Modal } from '@mantine/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, useEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { DialogSlot } from './dialog-slot'

type Seen = { subject: string; opened: boolean }

/** A dialog with state of its own outside the Modal's children (a count of presses), counting its mounts. */
function CountingDialog({ subject, opened, onClose, mounts }: { subject: string; opened: boolean; onClose: () => void; mounts: string[] }) {
  const [presses, setPresses] = useState(0)
  useEffect(() => {
    mounts.push(subject)
  }, [mounts, subject])
  return (
    <Modal opened={opened} onClose={onClose} title={`Диалог ${subject}`}>
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        Нажато: {presses}
      </button>
    </Modal>
  )
}

let resolveLazy: (() => void) | null = null
/** The same dialog loaded lazily: its code arrives when the test says so. */
const LazyDialog = lazy(
  () =>
    new Promise<{ default: typeof CountingDialog }>((resolve) => {
      resolveLazy = () => resolve({ default: CountingDialog })
    }),
)

/** A screen with a button per subject that opens the dialog about it. */
function Screen({
  subjects = ['А'],
  seen = [],
  mounts = [],
  lazily = false,
}: {
  subjects?: string[]
  seen?: Seen[]
  mounts?: string[]
  lazily?: boolean
}) {
  const [open, setOpen] = useState<string | null>(null)
  const Dialog = lazily ? LazyDialog : CountingDialog
  return (
    <MantineProvider env="test">
      {subjects.map((subject) => (
        <button key={subject} type="button" onClick={() => setOpen(subject)}>
          Открыть {subject}
        </button>
      ))}
      <DialogSlot open={open}>
        {(subject, opened) => {
          seen.push({ subject, opened })
          return <Dialog subject={subject} opened={opened} onClose={() => setOpen(null)} mounts={mounts} />
        }}
      </DialogSlot>
    </MantineProvider>
  )
}

describe('DialogSlot', () => {
  it('draws nothing until the first opening', () => {
    const seen: Seen[] = []
    render(<Screen seen={seen} />)
    expect(seen).toEqual([])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('gives the focus back to the opener when the dialog closes, from the first opening on', async () => {
    const user = userEvent.setup()
    render(<Screen subjects={['А', 'Б']} />)
    for (const subject of ['А', 'Б', 'А']) {
      const opener = screen.getByRole('button', { name: `Открыть ${subject}` })
      await user.click(opener)
      expect(await screen.findByRole('dialog', { name: `Диалог ${subject}` })).toBeInTheDocument()
      await waitFor(() => expect(opener).not.toHaveFocus())
      await user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      await waitFor(() => expect(opener).toHaveFocus())
    }
  })

  it('keeps the dialog mounted through its close with the last subject, so the Modal sees `opened` turn false', async () => {
    const user = userEvent.setup()
    const seen: Seen[] = []
    const mounts: string[] = []
    render(<Screen seen={seen} mounts={mounts} />)
    await user.click(screen.getByRole('button', { name: 'Открыть А' }))
    await screen.findByRole('dialog')
    // Mounted closed, then opened.
    expect(seen[0]).toEqual({ subject: 'А', opened: false })
    expect(seen.at(-1)).toEqual({ subject: 'А', opened: true })
    const beforeClose = seen.length
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(seen.slice(beforeClose)).toContainEqual({ subject: 'А', opened: false })
    expect(seen.slice(beforeClose).every((entry) => entry.subject === 'А' && !entry.opened)).toBe(true)
    expect(mounts).toEqual(['А'])
  })

  it('mounts the dialog afresh at each opening: its own state does not carry over', async () => {
    const user = userEvent.setup()
    const mounts: string[] = []
    render(<Screen mounts={mounts} />)
    const opener = screen.getByRole('button', { name: 'Открыть А' })
    await user.click(opener)
    await user.click(await screen.findByRole('button', { name: 'Нажато: 0' }))
    expect(screen.getByRole('button', { name: 'Нажато: 1' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(opener)
    expect(await screen.findByRole('button', { name: 'Нажато: 0' })).toBeInTheDocument()
    expect(mounts).toEqual(['А', 'А'])
  })

  it('waits for a lazy dialog to load, then opens it and still gives the focus back', async () => {
    const user = userEvent.setup()
    const seen: Seen[] = []
    render(<Screen seen={seen} lazily />)
    const opener = screen.getByRole('button', { name: 'Открыть А' })
    await user.click(opener)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(resolveLazy).not.toBeNull())
    resolveLazy?.()
    expect(await screen.findByRole('dialog', { name: 'Диалог А' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(opener).toHaveFocus())
  })

  it('is needed: a Modal mounted open does not give the focus back (Mantine notes the opener only as `opened` changes)', async () => {
    const user = userEvent.setup()
    function Plain() {
      const [open, setOpen] = useState(false)
      return (
        <MantineProvider env="test">
          <button type="button" onClick={() => setOpen(true)}>
            Открыть
          </button>
          <button type="button">Другая</button>
          {open && (
            <Modal opened onClose={() => setOpen(false)} title="Диалог">
              <button type="button">Внутри</button>
            </Modal>
          )}
        </MantineProvider>
      )
    }
    render(<Plain />)
    await user.click(screen.getByRole('button', { name: 'Открыть' }))
    await screen.findByRole('dialog')
    await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // Mantine's focus return runs 10 ms after the close: give it the time, then the opener still has no focus.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole('button', { name: 'Открыть' })).not.toHaveFocus()
  })
})
