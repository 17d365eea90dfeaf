import { Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { mergeText, ru } from '@/shared/i18n/ru'
import { MainAction, SecondaryAction } from '@/shared/ui/actions'
import { RadioChips } from '@/shared/ui/radio-chips'
import { Notice } from '@/shared/ui/tones'
import type { ConflictChoice } from './three-way-merge'

const t = mergeText

/** One field both sides changed to different values, as the dialog shows it. */
export type MergeConflict = { field: string; label: string; mine: string; theirs: string }

type MergeConflictDialogProps = {
  /** The Modal's `opened` (the caller mounts it in a DialogSlot). */
  opened: boolean
  conflicts: readonly MergeConflict[]
  /** Every field has its choice: the save goes on with them. */
  onChoose: (choices: Record<string, ConflictChoice>) => void
  /** Nothing is sent; the form keeps what was typed. */
  onClose: () => void
}

function ValueBlock({ heading, value }: { heading: string; value: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="var(--console-text-secondary)">
        {heading}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {value === '' ? t.empty : value}
      </Text>
    </Paper>
  )
}

/**
 * The fields this admin and someone else changed to different values since the form opened, each
 * with both values side by side and a choice between them; the save goes on only once every field
 * has its choice. It sits above the dialog it may come from (a name dialog).
 */
export function MergeConflictDialog({ opened, conflicts, onChoose, onClose }: MergeConflictDialogProps) {
  const [choices, setChoices] = useState<Record<string, ConflictChoice | ''>>({})
  const [missing, setMissing] = useState(false)
  const confirm = () => {
    const chosen: Record<string, ConflictChoice> = {}
    for (const conflict of conflicts) {
      const choice = choices[conflict.field]
      if (!choice) {
        setMissing(true)
        return
      }
      chosen[conflict.field] = choice
    }
    onChoose(chosen)
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} centered size="xl" zIndex={300}>
      <Stack gap="md">
        <Text size="sm">{t.intro}</Text>
        {conflicts.map((conflict) => (
          <Stack key={conflict.field} gap="xs" role="group" aria-label={conflict.label}>
            <Title order={3} size="h5">
              {conflict.label}
            </Title>
            <SimpleGrid cols={2}>
              <ValueBlock heading={t.mine} value={conflict.mine} />
              <ValueBlock heading={t.theirs} value={conflict.theirs} />
            </SimpleGrid>
            <RadioChips<ConflictChoice | ''>
              label={t.choice(conflict.label)}
              options={[
                { value: 'mine', label: t.keepMine },
                { value: 'theirs', label: t.takeTheirs },
              ]}
              value={choices[conflict.field] ?? ''}
              onChange={(choice) => {
                setChoices((current) => ({ ...current, [conflict.field]: choice }))
                setMissing(false)
              }}
            />
          </Stack>
        ))}
        {missing && (
          <Notice tone="bad" title={ru.common.error}>
            {t.chooseEvery}
          </Notice>
        )}
        <Group justify="flex-end" gap="sm">
          <SecondaryAction onClick={onClose}>{ru.common.cancel}</SecondaryAction>
          <MainAction onClick={confirm}>{t.confirm}</MainAction>
        </Group>
      </Stack>
    </Modal>
  )
}
