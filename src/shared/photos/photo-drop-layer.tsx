import '@mantine/core/styles/Affix.css'
import { Affix, Group, Paper, Text } from '@mantine/core'
import { photosText } from '@/shared/i18n/ru'
import type { PhotoTarget } from './photo-intake'

/**
 * What shows while files are dragged over a page with a photo picker: over the whole page, one drop zone
 * per picker, named after it. A drop on a zone goes to its picker, a drop beside them to the page's only picker
 * (shared/photos/photo-intake.tsx). Loaded with the first drag. Mantine's Dropzone would bring react-dropzone and its
 * LoadingOverlay, whose shared chunks the entry forms' first load would pay for (docs/performance.md).
 */
export function PhotoDropLayer({ targets }: { targets: readonly PhotoTarget[] }) {
  return (
    <Affix
      position={{ top: 0, left: 0, right: 0, bottom: 0 }}
      zIndex={400}
      p="xl"
      bg="var(--console-surface-subtle)"
      display="flex"
      role="region"
      aria-label={photosText.dropHere(targets.map((target) => target.label).join(', '))}
    >
      <Group grow w="100%" align="stretch" gap="md">
        {targets.map((target) => (
          <Paper
            key={target.id}
            data-photo-target={target.id}
            withBorder
            shadow="md"
            radius="md"
            p="xl"
            display="flex"
            style={{ alignItems: 'center', justifyContent: 'center' }}
          >
            <Text size="xl" ta="center">
              {photosText.dropHere(target.label)}
            </Text>
          </Paper>
        ))}
      </Group>
    </Affix>
  )
}
