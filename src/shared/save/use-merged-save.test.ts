import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/shared/api/client'
import { FreshReadError, SaveCancelledError } from './merged-save-errors'
import { mergedWrite, type ConflictQuestion, type MergedSave } from './use-merged-save'

type Values = { name: string; description: string }
type Input = { base: Values; mine: Values }

const opened: Values = { name: 'Кафе', description: 'Старое описание' }

/** A record's save whose server holds `now`; `write` answers what it was sent. */
function saveOf(now: Values | Error) {
  const write = vi.fn((merged: Values) => Promise.resolve(merged))
  const save: MergedSave<Input, Values, Values, Values> = {
    sides: (input) => input,
    labels: { name: 'Название', description: 'Описание' },
    read: () => (now instanceof Error ? Promise.reject(now) : Promise.resolve(now)),
    toValues: (record) => record,
    write,
    store: vi.fn(),
  }
  return { save, write }
}

const neverAsked: ConflictQuestion = () => Promise.reject(new Error('asked'))

describe('one save path: read fresh, merge against the values the form opened with, ask on a conflict, send the merged values', () => {
  it("sends this admin's change with a colleague's change to another field, without asking", async () => {
    const { save, write } = saveOf({ ...opened, description: 'Описание коллеги' })
    const mine = { ...opened, name: 'Кафе у моря' }
    await expect(mergedWrite(save, { base: opened, mine }, neverAsked)).resolves.toEqual({
      name: 'Кафе у моря',
      description: 'Описание коллеги',
    })
    expect(write).toHaveBeenCalledTimes(1)
  })

  it('asks about a field both changed, with both values and its label, and sends the choice', async () => {
    const { save, write } = saveOf({ ...opened, name: 'Их имя' })
    const ask = vi.fn<ConflictQuestion>(() => Promise.resolve({ name: 'theirs' }))
    await mergedWrite(save, { base: opened, mine: { ...opened, name: 'Моё имя' } }, ask)
    expect(ask).toHaveBeenCalledWith([{ field: 'name', label: 'Название', mine: 'Моё имя', theirs: 'Их имя' }])
    expect(write.mock.calls[0]![0]).toEqual({ ...opened, name: 'Их имя' })
  })

  it('sends nothing when the question is closed (SaveCancelledError)', async () => {
    const { save, write } = saveOf({ ...opened, name: 'Их имя' })
    const closed: ConflictQuestion = () => Promise.resolve(null)
    await expect(mergedWrite(save, { base: opened, mine: { ...opened, name: 'Моё имя' } }, closed)).rejects.toBeInstanceOf(
      SaveCancelledError,
    )
    expect(write).not.toHaveBeenCalled()
  })

  it('sends nothing when the record cannot be read again (FreshReadError, with the server words)', async () => {
    const { save, write } = saveOf(new ApiError('http', 'Database is down', { status: 500, serverMessage: 'Database is down' }))
    const failure = await mergedWrite(save, { base: opened, mine: { ...opened, name: 'Моё имя' } }, neverAsked).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(FreshReadError)
    expect((failure as FreshReadError).message).toContain('Database is down')
    expect(write).not.toHaveBeenCalled()
  })
})
