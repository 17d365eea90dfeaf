import { Checkbox, Group, Input, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { organizationFormText } from '@/shared/i18n/organizations'
import { MainAction, SecondaryAction } from '@/shared/ui/actions'
import { Flag } from '@/shared/ui/flag'
import type { Language } from '@/features/languages/schemas'

const t = organizationFormText

type LanguagesDialogProps = {
  opened: boolean
  languages: Language[]
  draft: string[]
  onDraftChange: (ids: string[]) => void
  onApply: () => void
  onClose: () => void
}

/** The languages multi-select: ticked in the modal, applied with OK. */
function LanguagesDialog({ opened, languages, draft, onDraftChange, onApply, onClose }: LanguagesDialogProps) {
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

type LanguagesFieldProps = { languages: Language[]; value: string[]; onChange: (ids: string[]) => void; error?: string | undefined }

/** Languages: a multi-select in a modal, applied with OK. */
export function LanguagesField({ languages, value, onChange, error }: LanguagesFieldProps) {
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<string[]>(value)
  const chosen = languages.filter((language) => value.includes(language._id))
  return (
    <Input.Wrapper label={t.fields.languages_ids} withAsterisk error={error}>
      <Group gap="sm" mt={4}>
        <SecondaryAction
          onClick={() => {
            setDraft(value)
            setOpen(true)
          }}
        >
          {t.languagesButton}
        </SecondaryAction>
        {chosen.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.languagesNone}
          </Text>
        ) : (
          chosen.map((language) => (
            <Group key={language._id} gap={4} wrap="nowrap">
              <Flag url={language.flag_url} size={14} />
              <Text size="sm">{language.name}</Text>
            </Group>
          ))
        )}
      </Group>
      <LanguagesDialog
        opened={open}
        languages={languages}
        draft={draft}
        onDraftChange={setDraft}
        onApply={() => {
          onChange(draft)
          setOpen(false)
        }}
        onClose={() => setOpen(false)}
      />
    </Input.Wrapper>
  )
}
