import { TextInput } from '@mantine/core'
import { useHandFocusOnLeaving } from '@/shared/a11y/hand-on-focus'
import { useLeaveGuard } from '@/shared/drafts/use-leave-guard'
import { catalogueText } from '@/shared/i18n/categories'
import { MainAction } from './actions'

type SortFieldProps = {
  /** The row's name: the field is labelled with the sort label and the name. */
  name: string
  value: string
  onChange: (typed: string) => void
  disabled?: boolean
}

/** The sort field of a catalogue row (categories, sub-categories, article blocks): digits only. */
export function SortField({ name, value, onChange, disabled = false }: SortFieldProps) {
  return (
    <TextInput
      aria-label={catalogueText.sortLabel(name)}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={catalogueText.sortPlaceholder}
      inputMode="numeric"
      autoComplete="off"
      size="xs"
      w={64}
      style={{ flex: 'none' }}
      disabled={disabled}
      onClick={(event) => event.stopPropagation()}
    />
  )
}

type SaveSortButtonProps = { changedCount: number; saving: boolean; onSave: () => void }

/**
 * Spec section 2 "Categories screen": 'save sort' shows only when a sort value changed; while it shows, the changed
 * values are unsaved changes (the leave guard asks before they are lost).
 */
export function SaveSortButton({ changedCount, saving, onSave }: SaveSortButtonProps) {
  const guard = useLeaveGuard(changedCount > 0)
  if (changedCount === 0) return guard.modal
  return (
    <>
      <SaveSortAction changedCount={changedCount} saving={saving} onSave={onSave} />
      {guard.modal}
    </>
  )
}

/** The button itself: saved, it goes, and the focus it held goes to the column's next action rather than the page. */
function SaveSortAction({ changedCount, saving, onSave }: SaveSortButtonProps) {
  const own = useHandFocusOnLeaving<HTMLButtonElement>()
  return (
    <MainAction ref={own} onClick={onSave} loading={saving} title={catalogueText.saveSortCount(changedCount)}>
      {catalogueText.saveSort}
    </MainAction>
  )
}
