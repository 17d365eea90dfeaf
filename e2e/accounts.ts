import { SEEDED_ACCOUNTS } from '../mocks/seed'

export { SEEDED_ACCOUNTS }
export type AccountName = keyof typeof SEEDED_ACCOUNTS
