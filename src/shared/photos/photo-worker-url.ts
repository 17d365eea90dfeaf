/**
 * The photo worker's URL as the build emits it: the one script the console starts as a worker, and so the one
 * the default Trusted Types policy lets into a script-URL sink (shared/startup/default-trusted-types.ts).
 */
export { default as PHOTO_WORKER_URL } from './photo-worker.ts?worker&url'
