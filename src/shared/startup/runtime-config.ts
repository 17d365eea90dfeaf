import { isDeploySalt } from '@/shared/auth/cipher'
import { applyDeployConfig, env, type DeployConfig } from './env'

/**
 * One build for every environment: `config.json` beside index.html names the API's origin, the
 * static files' base URL, the Maps key, the password salt of this deploy and whether its server honours
 * idempotency keys (README "Deploying").
 * It is fetched once at start, beside the entry's own code (index.html preloads it), and applied
 * before the app renders, never half-applied. A release build starts only with it, and only with a
 * salt of the deploy's own (docs/security.md): anything else is a `DeployConfigError`, which
 * src/main.tsx shows instead of the app. A demo, mock or dev build keeps its build's values when
 * the file is missing, and reports a malformed one. (Checked by hand, not by a zod schema: the
 * entry's chunk carries it, and every screen's first load with it.)
 */
export const DEPLOY_CONFIG_FILE = 'config.json'

/** An absolute http(s) URL without query or fragment, or '' for the console's own origin. */
const BASE_URL = /^(https?:\/\/[^/?#\s]+(\/[^?#\s]*)?)?$/
type TextField = Exclude<keyof DeployConfig, 'idempotencyKeys'>
const CHECKS: Record<TextField, (value: string) => boolean> = {
  apiUrl: (value) => BASE_URL.test(value),
  staticUrl: (value) => BASE_URL.test(value),
  googleMapsKey: (value) => /^[\w-]*$/.test(value),
  passwordSalt: (value) => value !== '',
}

/** The config when every field it names is valid (unknown fields are ignored), else null. */
export function parseDeployConfig(body: unknown): Partial<DeployConfig> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const fields = body as Record<string, unknown>
  const config: Partial<DeployConfig> = {}
  for (const [field, valid] of Object.entries(CHECKS) as [TextField, (value: string) => boolean][]) {
    const value = fields[field]
    if (value === undefined) continue
    if (typeof value !== 'string' || !valid(value)) return null
    config[field] = value
  }
  if (fields.idempotencyKeys !== undefined) {
    if (typeof fields.idempotencyKeys !== 'boolean') return null
    config.idempotencyKeys = fields.idempotencyKeys
  }
  return config
}

/** Why a release build does not start. */
export type DeployConfigProblem = 'unreachable' | 'missing' | 'not-json' | 'malformed' | 'no-salt'

export class DeployConfigError extends Error {
  constructor(readonly problem: DeployConfigProblem) {
    super(`${DEPLOY_CONFIG_FILE}: ${problem}`)
  }
}

async function readDeployConfig(load: typeof fetch): Promise<Partial<DeployConfig>> {
  let response: Response
  try {
    response = await load(`${import.meta.env.BASE_URL}${DEPLOY_CONFIG_FILE}`)
  } catch {
    throw new DeployConfigError('unreachable')
  }
  if (!response.ok) throw new DeployConfigError('missing')
  // An SPA fallback (and the dev server) answers an unknown path with index.html.
  if (!response.headers.get('content-type')?.includes('json')) throw new DeployConfigError('not-json')
  const body: unknown = await response.json().catch(() => undefined)
  const config = parseDeployConfig(body)
  if (!config) {
    console.error(`${DEPLOY_CONFIG_FILE} is malformed`, body)
    throw new DeployConfigError('malformed')
  }
  return config
}

/**
 * Reads the deploy's config and applies it. In a release build it rejects with a `DeployConfigError` unless the
 * config is there and the salt it gives (or else the build's) is the deploy's own; otherwise it resolves in every
 * case, keeping the build's values.
 */
export async function loadDeployConfig(load: typeof fetch = fetch, { release = env.releaseBuild } = {}): Promise<void> {
  let config: Partial<DeployConfig>
  try {
    config = await readDeployConfig(load)
  } catch (error) {
    if (release) throw error
    return
  }
  if (release && !isDeploySalt(config.passwordSalt ?? env.passwordSalt)) throw new DeployConfigError('no-salt')
  applyDeployConfig(config)
}
