import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The same handlers for vitest. */
export const mockServer = setupServer(...handlers)
