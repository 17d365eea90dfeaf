import { Group, Stack, Text } from '@mantine/core'
import { draftText } from '@/shared/i18n/ru'
import { MainAction, SecondaryAction } from '@/shared/ui/actions'
import { Notice } from '@/shared/ui/tones'
import { changedFields, changesFrom, draftAge, fieldPrints } from './draft-fields'
import { liveDraftTabs } from './draft-tab'
import { addressOf, addressOfDraft, drafts, type DraftRecord, type DraftWhere } from './drafts'

/** What a form's draft (shared/drafts/use-form-draft.tsx) does with the store, the field comparisons and the offer. */
type Values = Record<string, unknown>

const changesAnything = (draft: DraftRecord) => Object.keys(changesFrom(draft.base, draft.values)).length > 0

/**
 * The stored draft to offer, when it changes anything from its base: the form's own, else, for a create, the newest
 * one a closed tab left (draft-tab.ts).
 */
export async function offeredDraft(where: DraftWhere): Promise<DraftRecord | null> {
  const address = addressOf(where)
  const own = await drafts.read(address)
  if (own && changesAnything(own)) return own
  if (address.tab === undefined) return null
  const left = await drafts.orphans(address, await liveDraftTabs())
  return left.find(changesAnything) ?? null
}

/** The offered draft when another tab left it (null when it is the form's own). */
function othersDraft(where: DraftWhere, offered: DraftRecord) {
  const other = addressOfDraft(offered)
  return other.tab === addressOf(where).tab ? null : other
}

/**
 * A draft another tab left, restored here: it becomes this form's (with what was typed over it meanwhile), written
 * here before it goes from there, so that a tab closed at once loses nothing.
 */
export async function adoptOffered(where: DraftWhere, base: Values, values: Values, offered: DraftRecord): Promise<void> {
  const other = othersDraft(where, offered)
  if (!other) return
  const typed = changesFrom(fieldPrints(base), values)
  if (await drafts.write(addressOf(where), { base: offered.base, values: { ...offered.values, ...typed } })) await drafts.remove(other)
}

/** A draft another tab left, discarded here: it is gone. */
export function discardOffered(where: DraftWhere, offered: DraftRecord): Promise<void> {
  const other = othersDraft(where, offered)
  return other ? drafts.remove(other) : Promise.resolve()
}

/**
 * Writes `values` as the draft over `base`, or removes the draft when nothing differs; answers whether one is kept.
 * `offered`: the stored draft still waiting for the admin's answer, kept with what was typed meanwhile over its values.
 */
export async function keepDraft(where: DraftWhere, base: Values, values: Values, offered: DraftRecord | null = null): Promise<boolean> {
  const prints = fieldPrints(base)
  const typed = changesFrom(prints, values)
  if (offered) {
    if (Object.keys(typed).length === 0) return false
    return drafts.write(addressOf(where), { base: offered.base, values: { ...offered.values, ...typed } })
  }
  if (Object.keys(typed).length === 0) {
    await drafts.remove(addressOf(where))
    return false
  }
  return drafts.write(addressOf(where), { base: prints, values })
}

export const removeDraft = (where: DraftWhere) => drafts.remove(addressOf(where))

/** What restoring puts into the form: the fields the draft changed from its base (the rest stays as the server has it). */
export const restoredChanges = (draft: DraftRecord): Values => changesFrom(draft.base, draft.values)

const ageText = (savedAt: number) => {
  const age = draftAge(savedAt, Date.now())
  return age === 'now' ? draftText.justNow : draftText.ago(age.count, age.unit)
}

type DraftNoteProps = {
  /** The draft waiting for an answer; null shows the quiet note that the draft is kept. */
  offer: DraftRecord | null
  /** The form's values as it opened, to name what the server changed since the draft's base. */
  base: Values
  labels: Readonly<Record<string, string>>
  onRestore: (draft: DraftRecord) => void
  onDiscard: () => void
}

/** The offer of a stored draft with its age (and the fields the server changed since), or the note that the draft is kept. */
export function DraftNote({ offer, base, labels, onRestore, onDiscard }: DraftNoteProps) {
  if (!offer) {
    return (
      <Text size="xs" c="dimmed" role="status">
        {draftText.kept}
      </Text>
    )
  }
  const name = (field: string) => labels[field] ?? field
  const theirs = changedFields(offer.base, fieldPrints(base)).filter((field) => field in base)
  const mine = new Set(Object.keys(restoredChanges(offer)))
  const both = theirs.filter((field) => mine.has(field))
  return (
    <Notice tone="warn" title={draftText.offerTitle}>
      <Stack gap="xs">
        <Text size="sm">{draftText.offer(ageText(offer.savedAt))}</Text>
        {theirs.length > 0 && <Text size="sm">{draftText.serverChanged(theirs.map(name))}</Text>}
        {both.length > 0 && <Text size="sm">{draftText.bothChanged(both.map(name))}</Text>}
        <Group gap="sm">
          <MainAction onClick={() => onRestore(offer)}>{draftText.restore}</MainAction>
          <SecondaryAction onClick={onDiscard}>{draftText.discard}</SecondaryAction>
        </Group>
      </Stack>
    </Notice>
  )
}
