import { Group, Paper, Stack, TextInput } from '@mantine/core'
import { useMemo, useState } from 'react'
import { infoSavedValues } from '@/features/gallery/info-draft'
import { infoChanges } from '@/features/gallery/info-edit'
import { useUpdateInfo } from '@/features/gallery/mutations'
import type { InfoItem } from '@/features/gallery/schemas'
import { galleryText as t } from '@/shared/i18n/gallery'
import { nameProblem } from '@/shared/lib/name-rules'
import { MarkupFormEnd, useMarkupForm } from '@/shared/markup/use-markup-form'
import { VisibilitySwitch } from '@/shared/ui/visibility-switch'
import classes from './gallery.module.css'

export type InfoEditorProps = {
  countryId: string
  item: InfoItem
  onDone: () => void
}

const INFO_FIELD_LABELS = { name: t.nameLabel, inner_html: t.bodyLabel, is_visible: t.visibleLabel }

/**
 * Editing an information item: its name (at least 2), whether
 * the app shows it, and its body in the markup workbench with the forbidden-fragment guard; the
 * changed parts saved with PUT /admins/infos. Draft, leave guard and failure handling as articles.
 */
export default function InfoEditor({ countryId, item, onDone }: InfoEditorProps) {
  const saved = useMemo(() => infoSavedValues(item), [item])
  const [nameError, setNameError] = useState<string | null>(null)
  const update = useUpdateInfo(countryId, item._id)
  const form = useMarkupForm({ kind: 'info', id: item._id, labels: INFO_FIELD_LABELS, saved, onDone })
  const { values, set } = form

  const save = () => {
    const problem = nameProblem(values.name)
    setNameError(problem)
    if (problem) return
    let typed = form.base
    form.submit(
      (current) => {
        typed = current
        return infoChanges(form.base, current)
      },
      // Merged onto the item as the server holds it now, against the values the editor opened with: what is typed, the
      // name trimmed as the changes carry it.
      (changes) => update.mutateAsync({ base: form.base, mine: { ...typed, ...changes } }),
      t.saved,
    )
  }

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      aria-label={t.editorLabel(item.name)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        save()
      }}
    >
      <Stack gap="sm">
        {form.notice}
        <Group align="flex-end" gap="lg">
          <TextInput
            label={t.nameLabel}
            value={values.name}
            onChange={(event) => {
              set({ name: event.currentTarget.value })
              setNameError(null)
            }}
            error={nameError}
            autoComplete="off"
            flex={1}
            miw={220}
          />
          <div className={classes.switchSlot}>
            <VisibilitySwitch label={t.visibleLabel} checked={values.is_visible} onChange={(checked) => set({ is_visible: checked })} />
          </div>
        </Group>
        <MarkupFormEnd bodyLabel={t.bodyLabel} form={form} save={update} failedTitle={t.saveFailed} onRetry={save} />
      </Stack>
    </Paper>
  )
}
