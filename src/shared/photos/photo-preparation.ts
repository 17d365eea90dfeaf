import { photosText } from '@/shared/i18n/ru'
import type { PhotoKind } from './photo-files'
import { stripOnly, type PreparedPhoto } from './photo-stripping'
import type { PrepareReply, PrepareRequest, PrepareStage } from './photo-worker'
import { PHOTO_WORKER_URL } from './photo-worker-url'

/**
 * Photos prepared before they go up, in a pool of workers (shared/photos/photo-worker.ts) created when the first
 * photo is chosen and ended after a quiet spell. Each chosen file is prepared once: the pickers start it as the file is
 * chosen (its preview shows the result), the upload (shared/photos/upload.ts) waits for the same job, and a retry
 * sends the same prepared file. Loaded lazily, with the previews or the upload that need it.
 */

export type { PreparedPhoto } from './photo-stripping'
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

/** Set once a worker could not start (its file did not load after a deploy, no memory): the page prepares the rest itself. */
let workersFailed = false

function settle(pending: Pending, photo: PreparedPhoto) {
  pending.job.stage = 'ready'
  pending.job.result = photo
  pending.resolve(photo)
  notify()
}

function newWorker(): Worker {
  const worker = new Worker(PHOTO_WORKER_URL, { type: 'module' })
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
  // A worker that fails (its file did not load after a deploy, out of memory): its file and every later one are
  // stripped on the page instead — never sent with their metadata.
  worker.onerror = () => {
    const pending = busy.get(worker)
    busy.delete(worker)
    worker.terminate()
    workersFailed = true
    if (pending) void stripOnly(pending.file).then((photo) => settle(pending, photo))
    for (const waiting of queue.splice(0)) void stripOnly(waiting.file).then((photo) => settle(waiting, photo))
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
  const pending: Pending = { id: nextId++, file, kind, job, resolve }
  // Without workers (an old browser, the unit tests' jsdom, a worker that failed) the page strips the file itself.
  if (workersFailed || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined')
    void stripOnly(file).then((photo) => settle(pending, photo))
  else {
    queue.push(pending)
    pump()
  }
  return job
}

/** A chosen photo whose metadata could not be taken out: it is not sent, and the save says which and why. */
export class PhotoRefusedError extends Error {
  constructor(readonly names: string[]) {
    super(photosText.metadataKept(names.map((name) => `«${name}»`).join(', ')))
  }
}

/** The files to send in place of the chosen ones, once each is prepared; refused when one could not be cleaned. */
export async function preparedFiles(files: readonly File[], kind: PhotoKind = 'photo'): Promise<File[]> {
  const prepared = await Promise.all(files.map((file) => preparePhoto(file, kind).done))
  const refused = prepared.filter((photo) => photo.outcome === 'refused')
  if (refused.length > 0) throw new PhotoRefusedError(refused.map((photo) => photo.file.name))
  return prepared.map((photo) => photo.file)
}
