/**
 * Runs `callback` in a task once the browser has painted the next frame (requestAnimationFrame,
 * then a task): for work that follows an input but changes nothing that frame shows (writing the
 * URL), so that the frame does not wait for it. Returns the cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
