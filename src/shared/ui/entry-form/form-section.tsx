import { Card, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled group of fields of a directory-entry form (a fieldset with its legend). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="fieldset" style={{ margin: 0 }}>
      <Title order={2} size="h4" mb="sm" component="legend" style={{ float: 'left', width: '100%' }}>
        {title}
      </Title>
      {children}
    </Card>
  )
}
