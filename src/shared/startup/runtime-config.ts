import { applyDeployConfig, type DeployConfig } from './env'

/**
 * One build for every environment: `config.json` beside index.html names the API's origin, the
 * static files' base URL, the Maps key and the password salt of this deploy (README "Deploying").
 * It is fetched once at start, beside the entry's own code (index.html preloads it), and applied
 * before the app renders. A missing file keeps the build's values; a malformed one is reported and
 * ignored as a whole, never half-applied. (Checked by hand, not by a zod schema: the entry's chunk
 * carries it, and every screen's first load with it.)
 */
export const DEPLOY_CONFIG_FILE = 'config.json'

/** An absolute http(s) URL without query or fragment, or '' for the console's own origin. */
const BASE_URL = /^(https?:\/\/[^/?#\s]+(\/[^?#\s]*)?)?$/
const CHECKS: Record<keyof DeployConfig, (value: string) => boolean> = {
  apiUrl: (value) => BASE_URL.test(value),
  staticUrl: (value) => BASE_URL.test(value),
  googleMapsKey: (value) => /^[\w-]*$/.test(value),
  passwordSalt: (value) => value !== '',
}

/** The config when every field it names is valid (unknown fields are ignored), else null. */
export function parseDeployConfig(body: unknown): Partial<DeployConfig> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const config: Partial<DeployConfig> = {}
  for (const [field, valid] of Object.entries(CHECKS) as [keyof DeployConfig, (value: string) => boolean][]) {
    const value: unknown = (body as Record<string, unknown>)[field]
    if (value === undefined) continue
    if (typeof value !== 'string' || !valid(value)) return null
    config[field] = value
  }
  return config
}

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
  const config = parseDeployConfig(body)
  if (config) applyDeployConfig(config)
  else console.error(`${DEPLOY_CONFIG_FILE} is malformed; the build's values stay`, body)
}
