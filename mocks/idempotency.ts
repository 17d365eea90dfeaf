/**
 * The mock honours `Idempotency-Key` (docs/api.md, 'Saves that never lose or duplicate'): a write repeated with a key
 * it has answered gets that first answer again, and the handlers do nothing a second time. Keys are random per
 * create, so the answers are kept for this page's life only.
 */
type Answer = { status: number; headers: [string, string][]; body: string }

const answers = new Map<string, Answer>()

/** `run`'s answer, or the one given to an earlier call of the same method, path and key. */
export async function answerOnce(
  key: string | null,
  call: string,
  run: () => Promise<Response | undefined>,
): Promise<Response | undefined> {
  if (!key) return run()
  const kept = answers.get(`${call} ${key}`)
  if (kept) return new Response(kept.body, { status: kept.status, headers: kept.headers })
  const response = await run()
  if (response) {
    const copy = response.clone()
    answers.set(`${call} ${key}`, { status: copy.status, headers: [...copy.headers.entries()], body: await copy.text() })
  }
  return response
}
