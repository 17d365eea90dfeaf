import { useMergedRef } from '@mantine/hooks'
import type { Ref } from 'react'

/**
 * Stands in for `useMergeRefs` of @floating-ui/react where Mantine's ScrollArea imports it (see
 * vite.config.ts): the same merged callback ref, without pulling the whole floating-ui chunk into
 * every screen that opens a modal.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs)
}
