import { useState } from 'react'
import type { UploadProgress } from './upload'

/** Upload progress of the running multipart call, in percent (null when none runs). */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null)
  return { percent, onUploadProgress: (progress: UploadProgress) => setPercent(progress.percent), clear: () => setPercent(null) }
}
