import { Stack } from '@mantine/core'
import { ru } from '@/shared/i18n/ru'
import type { DeployConfigProblem } from '@/shared/startup/runtime-config'
import { ErrorPanel } from '@/shared/ui/error-panel'
import { ThemeProviders } from './providers'

/** What a release build shows instead of the app when its deploy's config.json does not let it start: never a blank page. */
export function StartFailure({ problem }: { problem: DeployConfigProblem }) {
  return (
    <ThemeProviders>
      <Stack mih="100vh" justify="center" p="md">
        <ErrorPanel title={ru.startFailure.title} message={ru.startFailure.problems[problem]} onRetry={() => location.reload()} />
      </Stack>
    </ThemeProviders>
  )
}
