import { Group, Text } from '@mantine/core'
import { reauth } from '@/shared/auth/reauth'
import { session, systemCountryOf, useHeldChange, useSession } from '@/shared/auth/session'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'
import { shellText } from '@/shared/i18n/shell'
import { SecondaryAction } from '@/shared/ui/actions'
import { Notice } from '@/shared/ui/tones'

const t = shellText.session.otherTab

/**
 * Another tab logged out, signed in as another account or chose another system country while this screen holds
 * unsaved changes: the change is held back (shared/auth/session.ts) and this notice says what happened. The admin keeps
 * working, and signs in again here to save (the session's sign-in dialog), or takes the other country after the
 * leave guard's question. Once nothing unsaved is left the change is taken by itself (use-follow-session.ts).
 */
export function OtherTabNotice() {
  const held = useHeldChange()
  const { profile, chosenCountryId } = useSession()
  if (!held) return null
  if (held.kind === 'country') {
    const chosen = systemCountryOf(held.next.profile, held.next.chosenCountryId)?.name ?? ''
    const kept = systemCountryOf(profile, chosenCountryId)?.name ?? ''
    const takeCountry = () => void unsavedChanges.confirmLeave('country').then((leave) => leave && session.takeHeld())
    return (
      <Notice tone="warn">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t.country(chosen, kept)}</Text>
          <SecondaryAction onClick={takeCountry}>{t.switchCountry(chosen)}</SecondaryAction>
        </Group>
      </Notice>
    )
  }
  const kind = held.kind
  return (
    <Notice tone="warn">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t[kind]} {t.kept}
        </Text>
        <SecondaryAction onClick={() => reauth.prompt(kind)}>{t.signInAgain}</SecondaryAction>
      </Group>
    </Notice>
  )
}
