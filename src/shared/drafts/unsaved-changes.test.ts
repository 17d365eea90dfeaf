import { afterEach, describe, expect, it, vi } from 'vitest'
import { unsavedChanges, type UnsavedGuard } from './unsaved-changes'

const unregister: (() => void)[] = []
afterEach(() => {
  for (const off of unregister.splice(0)) off()
})

function guard(dirty: boolean, answer = true): UnsavedGuard & { ask: ReturnType<typeof vi.fn>; release: ReturnType<typeof vi.fn> } {
  const piece = { dirty: () => dirty, ask: vi.fn(() => Promise.resolve(answer)), release: vi.fn() }
  unregister.push(unsavedChanges.register(piece))
  return piece
}

describe('unsaved changes: a logout, another account or another country asks first when something is unsaved', () => {
  it('nothing unsaved: leaving is allowed without a question', async () => {
    const clean = guard(false)
    expect(unsavedChanges.any()).toBe(false)
    await expect(unsavedChanges.confirmLeave('logout')).resolves.toBe(true)
    expect(clean.ask).not.toHaveBeenCalled()
  })

  it('a dirty piece asks with the reason; "stay" keeps everything as it is', async () => {
    const form = guard(true, false)
    expect(unsavedChanges.any()).toBe(true)
    await expect(unsavedChanges.confirmLeave('country')).resolves.toBe(false)
    expect(form.ask).toHaveBeenCalledWith('country')
    expect(form.release).not.toHaveBeenCalled()
  })

  it('"leave" releases every piece, so that the navigation that follows does not ask again', async () => {
    const page = guard(false)
    const dialog = guard(true, true)
    await expect(unsavedChanges.confirmLeave('logout')).resolves.toBe(true)
    expect(dialog.ask).toHaveBeenCalledOnce()
    expect(page.release).toHaveBeenCalledOnce()
    expect(dialog.release).toHaveBeenCalledOnce()
  })

  it('the screen shows left changes only after "leave" (then it starts afresh in another country); "stay" or a clean screen keeps it', async () => {
    guard(false)
    await unsavedChanges.confirmLeave('country')
    expect(unsavedChanges.showsLeftChanges()).toBe(false)
    guard(true, false)
    await unsavedChanges.confirmLeave('country')
    expect(unsavedChanges.showsLeftChanges()).toBe(false)
    for (const off of unregister.splice(0)) off()
    guard(true, true)
    await unsavedChanges.confirmLeave('country')
    expect(unsavedChanges.showsLeftChanges()).toBe(true)
    for (const off of unregister.splice(0)) off()
    expect(unsavedChanges.showsLeftChanges()).toBe(false)
  })

  it('the innermost dirty piece (registered last) asks, and only once for two callers at the same time', async () => {
    const page = guard(true)
    const dialog = guard(true)
    const [first, second] = await Promise.all([unsavedChanges.confirmLeave('account'), unsavedChanges.confirmLeave('account')])
    expect([first, second]).toEqual([true, true])
    expect(dialog.ask).toHaveBeenCalledOnce()
    expect(page.ask).not.toHaveBeenCalled()
  })
})

describe('leaving with Уйти: the screen’s changes are thrown away on purpose', () => {
  it('tells every listener still registered, and none that left', () => {
    const form = vi.fn()
    const gone = vi.fn()
    unregister.push(unsavedChanges.onDiscard(form))
    unsavedChanges.onDiscard(gone)()
    unsavedChanges.discarded()
    expect(form).toHaveBeenCalledOnce()
    expect(gone).not.toHaveBeenCalled()
  })

  it('a logout, another account or another country is no such answer', async () => {
    const form = vi.fn()
    unregister.push(unsavedChanges.onDiscard(form))
    guard(true, true)
    await unsavedChanges.confirmLeave('country')
    expect(form).not.toHaveBeenCalled()
  })
})
