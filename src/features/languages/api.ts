import { apiRequest } from '@/shared/api/client'
import { languagesResponseSchema } from './schemas'

export async function fetchLanguages(signal?: AbortSignal) {
  const { languages } = await apiRequest(languagesResponseSchema, '/static-data/languages', signal ? { signal } : {})
  return languages
}
