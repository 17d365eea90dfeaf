import type { PhotoKind } from './photo-files'
import type { PrepareReply, PrepareRequest, PreparedPhoto, PrepareStage } from './photo-worker'

/**
 * Photos prepared before they go up, in a pool of workers (shared/photos/photo-worker.ts) created when the first
 * photo is chosen and ended after a quiet spell. Each chosen file is prepared once: the pickers start it as the file is
 * chosen (its preview shows the result), the upload (shared/photos/upload.ts) waits for the same job, and a retry
 * sends the same prepared file. Loaded lazily, with the previews or the upload that need it.
 */

export type { PreparedPhoto } from './photo-worker'
export type PreparationStage = 'queued' | PrepareStage | 'ready'

export type PhotoJob = { readonly stage: PreparationStage; readonly result: PreparedPhoto | null; readonly done: Promise<PreparedPhoto> }

type MutableJob = { stage: PreparationStage; result: PreparedPhoto | null; done: Promise<PreparedPhoto> }
type Pending = { id: number; file: File; kind: PhotoKind; job: MutableJob; resolve: (photo: PreparedPhoto) => void }

/** Workers: one per spare core, at most two (each holds a decoded 12-megapixel photo, about 48 MB, while it works). */
const POOL_SIZE = Math.max(1, Math.min(2, (globalThis.navigator?.hardwareConcurrency ?? 2) - 1))
/** Idle workers end after this long, giving their memory back. */
const IDLE_END_MS = 20_000

const jobs = new WeakMap<File, Map<PhotoKind, MutableJob>>()
/**
 * The same jobs by the file's name, size, date and type: a file put in a FormData with its name comes back from it as
 * another File object. Weak, so a job lives as long as the chosen file it was made for.
 */
const bySignature = new Map<string, WeakRef<MutableJob>>()
const listeners = new Set<() => void>()
const queue: Pending[] = []
const idle: Worker[] = []
const busy = new Map<Worker, Pending>()
let nextId = 1
let idleTimer: ReturnType<typeof setTimeout> | undefined

const signature = (file: File, kind: PhotoKind) => `${kind}|${file.name}|${file.size}|${file.lastModified}|${file.type}`
const notify = () => listeners.forEach((listener) => listener())

/** Called whenever a job moves on; returns the unsubscribe. */
export function subscribePreparation(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const asChosen = (file: File): PreparedPhoto => ({ file, preview: file, width: null, height: null, outcome: 'as-chosen' })

function settle(pending: Pending, photo: PreparedPhoto) {
  pending.job.stage = 'ready'
  pending.job.result = photo
  pending.resolve(photo)
  notify()
}

function newWorker(): Worker {
  const worker = new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module' })
  worker.onmessage = (event: MessageEvent<PrepareReply>) => {
    const pending = busy.get(worker)
    if (!pending || pending.id !== event.data.id) return
    if ('stage' in event.data) {
      pending.job.stage = event.data.stage
      notify()
      return
    }
    busy.delete(worker)
    idle.push(worker)
    settle(pending, event.data.done)
    pump()
  }
  // A worker that fails (no OffscreenCanvas in this browser, out of memory) lets its file go as it was.
  worker.onerror = () => {
    const pending = busy.get(worker)
    busy.delete(worker)
    worker.terminate()
    if (pending) settle(pending, asChosen(pending.file))
    pump()
  }
  return worker
}

function pump() {
  clearTimeout(idleTimer)
  while (queue.length > 0 && (idle.length > 0 || busy.size < POOL_SIZE)) {
    const worker = idle.pop() ?? newWorker()
    const pending = queue.shift()!
    busy.set(worker, pending)
    worker.postMessage({ id: pending.id, file: pending.file, kind: pending.kind } satisfies PrepareRequest)
  }
  if (queue.length === 0 && busy.size === 0)
    idleTimer = setTimeout(() => idle.splice(0).forEach((worker) => worker.terminate()), IDLE_END_MS)
}

/** The job preparing `file` for `kind`, started (in order of choosing) unless it already runs or ran. */
export function preparePhoto(file: File, kind: PhotoKind = 'photo'): PhotoJob {
  let byKind = jobs.get(file)
  const found = byKind?.get(kind) ?? bySignature.get(signature(file, kind))?.deref()
  if (found) return found
  let resolve!: (photo: PreparedPhoto) => void
  const job: MutableJob = { stage: 'queued', result: null, done: new Promise((done) => (resolve = done)) }
  if (!byKind) jobs.set(file, (byKind = new Map<PhotoKind, MutableJob>()))
  byKind.set(kind, job)
  for (const [key, ref] of bySignature) if (!ref.deref()) bySignature.delete(key)
  bySignature.set(signature(file, kind), new WeakRef(job))
  // Without workers (an old browser, the unit tests' jsdom) the file goes as it was.
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') {
    job.stage = 'ready'
    job.result = asChosen(file)
    resolve(job.result)
    return job
  }
  queue.push({ id: nextId++, file, kind, job, resolve })
  pump()
  return job
}

/** The files to send in place of the chosen ones, once each is prepared. */
export async function preparedFiles(files: readonly File[], kind: PhotoKind = 'photo'): Promise<File[]> {
  return Promise.all(files.map(async (file) => (await preparePhoto(file, kind).done).file))
}
