import { Center, Loader } from '@mantine/core'
import { ru } from '../i18n/ru'

export function PendingPanel() {
  return (
    <Center py="xl" role="status" aria-label={ru.common.loading}>
      <Loader />
    </Center>
  )
}
