import { useState } from 'react'
import { idempotencyKeysHonoured, isUncertainAnswer, saveFailureText } from '@/shared/api/client'
import { uncertainCreateText } from '@/shared/i18n/ru'
import { randomUuid } from '@/shared/lib/random-uuid'
import { UncertainCreateError } from './merged-save-errors'
import { sameInput } from './same-values'

/*
 * A write that happens once however often it is tried (docs/api.md, 'Saves that never lose or duplicate'). Each
 * logical write has a key, the same on every retry of the same input; the server gets it as `Idempotency-Key` where
 * the deploy says it honours one. Where it does not, an uncertain answer (isUncertainAnswer) is looked up — the
 * caller's `find` — before the retry is offered, looking again a little later while nothing is found, so that a
 * request still committing is found too.
 */

/** How long the look-up waits before each further look while it finds nothing (ms); its first look is at once. */
export const LOOK_AGAIN_AFTER_MS = [1000, 2000] as const

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** `find` at once, then again after each of `delays` while it finds nothing; a failing look fails at once. */
export async function lookAgain<T>(find: () => Promise<T | null>, delays: readonly number[] = LOOK_AGAIN_AFTER_MS): Promise<T | null> {
  const found = await find()
  if (found !== null) return found
  for (const delay of delays) {
    await wait(delay)
    const later = await find()
    if (later !== null) return later
  }
  return null
}

/** One attempt of a write. */
export type WriteAttempt<I, T> = {
  /** What is written: an attempt with the same input after an uncertain one is its retry (same key, looked up first when needed). */
  input: I
  /** Sends the write with this logical write's key (for the call's `idempotencyKey` option). */
  send: (key: string) => Promise<T>
  /** What this attempt made, looked up after an uncertain answer (read past the cache); null when nothing. */
  find: () => Promise<T | null>
}

/** A write whose last attempt had no sure answer: its input and key, and its look-up, repeated first when it failed. */
type Unsettled = { input: unknown; key: string; find: () => Promise<unknown>; lookFirst: boolean }

const found = new WeakSet<object>()

/** Whether a write's result was found by the look-up after an uncertain answer, not answered to the attempt. */
export function foundAfterUncertainAnswer(result: object): boolean {
  return found.has(result)
}

/**
 * The writes of one form or page, one logical write at a time. `run` sends an attempt; its uncertain answer is
 * looked up: found, the attempt resolves with what it made; not found, it fails with an UncertainCreateError whose
 * retry is safe; a failed look-up fails too, and the retry looks first. Where the server honours the key, the retry
 * carries the same key instead, and the look-up is left to the server.
 */
export class WriteOnce {
  private unsettled: Unsettled | null = null

  async run<I, T>({ input, send, find }: WriteAttempt<I, T>): Promise<T> {
    const earlier = this.unsettled && sameInput(this.unsettled.input, input) ? this.unsettled : null
    if (earlier?.lookFirst) {
      const made = await this.look(earlier, null)
      if (made !== null) return made as T
    }
    const attempt: Unsettled = { input, key: earlier?.key ?? randomUuid(), find, lookFirst: false }
    this.unsettled = attempt
    try {
      const written = await send(attempt.key)
      this.unsettled = null
      return written
    } catch (error) {
      if (!isUncertainAnswer(error)) {
        this.unsettled = null
        throw error
      }
      if (idempotencyKeysHonoured()) throw new UncertainCreateError(`${saveFailureText(error)}\n${uncertainCreateText.retrySafe}`)
      const made = await this.look(attempt, error)
      if (made === null) throw new UncertainCreateError(`${saveFailureText(error)}\n${uncertainCreateText.notCreated}`)
      return made as T
    }
  }

  /** What an uncertain attempt made, or null; a failed look-up fails (`cause`: the attempt's failure) and is repeated first. */
  private async look(attempt: Unsettled, cause: unknown): Promise<unknown> {
    let made: unknown
    try {
      made = await lookAgain(attempt.find)
    } catch (error) {
      attempt.lookFirst = true
      throw new UncertainCreateError(`${saveFailureText(cause ?? error)}\n${uncertainCreateText.unchecked}`)
    }
    attempt.lookFirst = false
    if (made === null) return null
    this.unsettled = null
    if (typeof made === 'object') found.add(made)
    return made
  }
}

/** The writes of one form or page: one WriteOnce for as long as it is mounted. */
export function useWriteOnce(): WriteOnce {
  const [once] = useState(() => new WriteOnce())
  return once
}
