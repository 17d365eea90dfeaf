/**
 * Runs `callback` in a task once the browser has painted the next frame (requestAnimationFrame,
 * then a task): for work that follows an input but need not be in the input's own frame (a modal
 * after the menu that opens it has closed, the URL), so that frame does not wait for it. Where no
 * frame comes (a hidden page), it runs after `latestMs` anyway. Returns the cancel.
 */
export function afterNextPaint(callback: () => void, latestMs = 100): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
    clearTimeout(latest)
  }
  const run = () => {
    cancel()
    callback()
  }
  const frame = requestAnimationFrame(() => {
    clearTimeout(latest)
    timer = setTimeout(run, 0)
  })
  const latest = setTimeout(run, latestMs)
  return cancel
}
