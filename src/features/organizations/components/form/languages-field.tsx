import { Group, Input, Text } from '@mantine/core'
import { useState } from 'react'
import type { Language } from '@/features/languages/schemas'
import { organizationFormText } from '@/shared/i18n/organizations'
import { SecondaryAction } from '@/shared/ui/actions'
import { DialogSlot } from '@/shared/ui/dialog-slot'
import { Flag } from '@/shared/ui/flag'
import LanguagesDialog from './languages-dialog'

const t = organizationFormText

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
      <DialogSlot open={open}>
        {(_, opened) => (
          <LanguagesDialog
            opened={opened}
            languages={languages}
            draft={draft}
            onDraftChange={setDraft}
            onApply={() => {
              onChange(draft)
              setOpen(false)
            }}
            onClose={() => setOpen(false)}
          />
        )}
      </DialogSlot>
    </Input.Wrapper>
  )
}
