import * as z from 'zod/mini'
import { applyDeployConfig } from './env'

/**
 * One build for every environment: `config.json` beside index.html names the API's origin, the
 * static files' base URL, the Maps key and the password salt of this deploy (README "Deploying").
 * It is fetched once at start, beside the entry's own code (index.html preloads it), and applied
 * before the app renders. A missing file keeps the build's values; a malformed one is reported and
 * ignored, field by field never half-applied.
 */
export const DEPLOY_CONFIG_FILE = 'config.json'

/** An absolute http(s) URL without query or fragment, or '' for the console's own origin. */
const baseUrl = z.string().check(z.refine((value) => value === '' || /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value)))

export const deployConfigSchema = z.object({
  apiUrl: z.optional(baseUrl),
  staticUrl: z.optional(baseUrl),
  googleMapsKey: z.optional(z.string().check(z.regex(/^[\w-]*$/))),
  passwordSalt: z.optional(z.string().check(z.minLength(1))),
})

/** Reads the deploy's config and applies it; resolves in every case, so the app always starts. */
export async function loadDeployConfig(load: typeof fetch = fetch): Promise<void> {
  let body: unknown
  try {
    const response = await load(`${import.meta.env.BASE_URL}${DEPLOY_CONFIG_FILE}`)
    // The dev server answers an unknown path with index.html: no config there.
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return
    body = await response.json()
  } catch {
    return
  }
  const parsed = deployConfigSchema.safeParse(body)
  if (parsed.success) applyDeployConfig(parsed.data)
  else console.error(`${DEPLOY_CONFIG_FILE} is malformed; the build's values stay`, parsed.error.issues)
}
