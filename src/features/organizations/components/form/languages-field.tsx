import { Button, Checkbox, Group, Input, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { organizationFormText } from '../../../../shared/i18n/organizations'
import { Flag } from '../../../../shared/ui/flag'
import type { Language } from '../../../languages/schemas'

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
        <Button
          variant="light"
          size="xs"
          onClick={() => {
            setDraft(value)
            setOpen(true)
          }}
        >
          {t.languagesButton}
        </Button>
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
      <Modal opened={open} onClose={() => setOpen(false)} title={t.languagesModal} centered>
        <Checkbox.Group value={draft} onChange={setDraft} aria-label={t.fields.languages_ids}>
          <Stack gap="xs">
            {languages.map((language) => (
              <Checkbox key={language._id} value={language._id} label={language.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end" mt="md">
          <Button
            onClick={() => {
              onChange(draft)
              setOpen(false)
            }}
          >
            {t.languagesOk}
          </Button>
        </Group>
      </Modal>
    </Input.Wrapper>
  )
}
