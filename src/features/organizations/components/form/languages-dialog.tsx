import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core'
import { organizationFormText } from '../../../../shared/i18n/organizations'
import type { Language } from '../../../languages/schemas'

const t = organizationFormText

export type LanguagesDialogProps = {
  opened: boolean
  languages: Language[]
  draft: string[]
  onDraftChange: (ids: string[]) => void
  onApply: () => void
  onClose: () => void
}

/** The languages multi-select: ticked in the modal, applied with OK. */
export default function LanguagesDialog({ opened, languages, draft, onDraftChange, onApply, onClose }: LanguagesDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.languagesModal} centered>
      <Checkbox.Group value={draft} onChange={onDraftChange} aria-label={t.fields.languages_ids}>
        <Stack gap="xs">
          {languages.map((language) => (
            <Checkbox key={language._id} value={language._id} label={language.name} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end" mt="md">
        <Button onClick={onApply}>{t.languagesOk}</Button>
      </Group>
    </Modal>
  )
}
