import { Group, Stack, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { ru } from '../i18n/ru'

type PageFrameProps = { title: string; actions?: ReactNode; children?: ReactNode }

/** A screen's frame: its heading (also the tab title) and optional header actions. */
export function PageFrame({ title, actions, children }: PageFrameProps) {
  useDocumentTitle(`${title} — ${ru.productSubtitle}`)
  return (
    <Stack gap="md" component="section" aria-labelledby="page-title">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2" id="page-title">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  )
}
