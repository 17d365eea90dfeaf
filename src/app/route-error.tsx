import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ru } from '@/shared/i18n/ru'
import { ErrorPanel } from '@/shared/ui/error-panel'

/** Any route's failure: the message and a retry that reloads the route and its queries. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const { reset } = useQueryErrorResetBoundary()
  useEffect(() => reset(), [reset])
  return <ErrorPanel title={ru.errors.pageFailed} error={error} onRetry={() => void router.invalidate()} />
}
