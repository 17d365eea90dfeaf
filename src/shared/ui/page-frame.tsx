import { Group, Stack, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { memo, type ReactNode } from 'react'
import { PAGE_TITLE_ID, takeFocusAfterNavigation } from '@/shared/a11y/heading-focus'
import { shellText } from '@/shared/i18n/shell'

type PageFrameProps = { title: string; actions?: ReactNode; children?: ReactNode }

/**
 * The heading row: it renders again only when the title or the actions change, not with every change of the
 * screen below it (a list's page, its search's answer).
 */
const PageHeading = memo(function PageHeading({ title, actions }: Omit<PageFrameProps, 'children'>) {
  return (
    // In a narrow window the actions go under the heading rather than past the window's edge.
    <Group justify="space-between" gap="sm">
      <Title order={1} size="h2" id={PAGE_TITLE_ID} tabIndex={-1} ref={takeFocusAfterNavigation}>
        {title}
      </Title>
      {/* Several actions stay together at the end (e.g. the export button beside the add button). */}
      {actions && <Group gap="md">{actions}</Group>}
    </Group>
  )
})

/** A screen's frame: its heading (also the tab title) and optional header actions. */
export function PageFrame({ title, actions, children }: PageFrameProps) {
  useDocumentTitle(`${title} — ${shellText.productSubtitle}`)
  return (
    <Stack component="section" gap="md" aria-labelledby={PAGE_TITLE_ID}>
      <PageHeading title={title} actions={actions} />
      {children}
    </Stack>
  )
}
