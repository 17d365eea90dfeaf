import '@mantine/core/styles/Center.css'
import { Center, Group, Loader, Text } from '@mantine/core'
import { ru } from '@/shared/i18n/ru'

/** What a screen shows while its data has not come yet: Mantine's Loader, announced as loading. */
export function PendingPanel() {
  return (
    <Center py="xl" role="status" aria-label={ru.common.loading}>
      <Loader />
    </Center>
  )
}

/** A one-line loading note: a small spinner and what is loading, announced as a status. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <Group gap="xs" role="status" aria-label={text}>
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  )
}
