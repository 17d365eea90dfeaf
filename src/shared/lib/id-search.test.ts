import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { idLoaderDeps, idSearchSchema, prefetchDetail } from './id-search'

describe('the ?id= route search and loader', () => {
  it('keeps a given id and falls back to an empty one for a missing or malformed value', () => {
    expect(idSearchSchema.parse({ id: 'abc' })).toEqual({ id: 'abc' })
    expect(idSearchSchema.parse({})).toEqual({ id: '' })
    expect(idSearchSchema.parse({ id: 42 })).toEqual({ id: '' })
    expect(idLoaderDeps({ search: { id: 'x' } })).toEqual({ id: 'x' })
  })

  it('warms the detail query by id, and asks nothing without an id; a failure is not thrown', async () => {
    const queryClient = new QueryClient()
    const queryFn = vi.fn(() => Promise.resolve({ _id: 'a' }))
    const loader = prefetchDetail((id: string) => ({ queryKey: ['things', 'detail', id] as const, queryFn }))
    await loader({ context: { queryClient }, deps: { id: 'a' } })
    expect(queryClient.getQueryData(['things', 'detail', 'a'])).toEqual({ _id: 'a' })
    await expect(loader({ context: { queryClient }, deps: { id: '' } })).resolves.toBeUndefined()
    expect(queryFn).toHaveBeenCalledTimes(1)
    const failing = prefetchDetail((id: string) => ({
      queryKey: ['things', 'detail', id] as const,
      queryFn: () => Promise.reject(new Error('down')),
    }))
    await expect(failing({ context: { queryClient }, deps: { id: 'b' } })).resolves.toBeUndefined()
  })
})
