/** A small seeded generator (mulberry32): the same seed gives the same data every time. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items]
      const out: T[] = []
      while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!)
      return out
    },
  }
}
export type Random = ReturnType<typeof createRandom>

/** Deterministic 24-character hex ids: a collection prefix and a counter. */
export function makeId(prefix: number, n: number): string {
  return prefix.toString(16).padStart(8, '0') + n.toString(16).padStart(16, '0')
}

/** A fresh id for records created at run time (after the seed). */
let runtimeCounter = 0
export function newId(): string {
  runtimeCounter += 1
  return (0xfe000000 + (Date.now() % 0xffffff)).toString(16).padStart(8, '0') + runtimeCounter.toString(16).padStart(16, '0')
}
