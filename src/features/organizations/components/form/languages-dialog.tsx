import { Checkbox, Group, Modal, Stack } from '@mantine/core'
import type { Language } from '@/features/languages/schemas'
import { organizationFormText } from '@/shared/i18n/organizations'
import { MainAction } from '@/shared/ui/actions'

const t = organizationFormText

type LanguagesDialogProps = {
  /** The Modal's `opened` (the languages field mounts it in a DialogSlot). */
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
      <Stack gap="xs" role="group" aria-label={t.fields.languages_ids}>
        {languages.map((language) => (
          <Checkbox
            key={language._id}
            value={language._id}
            label={language.name}
            checked={draft.includes(language._id)}
            onChange={(event) =>
              onDraftChange(event.currentTarget.checked ? [...draft, language._id] : draft.filter((id) => id !== language._id))
            }
          />
        ))}
      </Stack>
      <Group justify="flex-end" mt="md">
        <MainAction onClick={onApply}>{t.languagesOk}</MainAction>
      </Group>
    </Modal>
  )
}
