import { Group, Modal, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { authQueries } from '@/features/auth/queries'
import { signIn, startSession, type SignedIn } from '@/features/auth/use-login'
import { reauth, useReauth } from '@/shared/auth/reauth'
import { holdOwnAnswer } from '@/shared/cache/query-cache'
import { ru } from '@/shared/i18n/ru'
import { sessionExpiryText } from '@/shared/i18n/shell'
import { SecondaryAction } from '@/shared/ui/actions'
import { LoginFormBody } from './login-form'

/**
 * The session-expiry sign-in dialog (sessionExpiryText) over the screen whose save was refused with a 401. The /login form
 * (same schema, cipher, call and messages) with the e-mail signed in with; the same admin signing
 * in resumes the parked save, cancelling or another account leaves for /login (the leave guard asks
 * first when a form has unsaved changes) and the other account then starts on its first screen.
 */
export default function SessionExpiredDialog({ opened }: { opened: boolean }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const parked = useReauth()
  const signInMutation = useMutation({ mutationFn: signIn })

  const leave = (then?: () => void) => {
    reauth.leaving(then)
    const here = router.latestLocation.href
    void router.navigate({ to: '/login', search: { redirect: then ? undefined : here }, replace: true })
  }

  const signedIn = (result: SignedIn) => {
    if (reauth.resume(result.token, result.profile, result.email)) {
      holdOwnAnswer(queryClient, authQueries.profile().queryKey, result.profile)
      // Reads refused while the session was down show their error: they are asked again.
      void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' })
      return
    }
    leave(() => {
      startSession(queryClient, result)
      void router.navigate({ to: result.home, replace: true })
    })
  }

  // Asked for after another tab's logout or sign-in: cancelling only closes it (the page and the shell's notice stay).
  const prompted = parked !== null && parked.reason !== 'expired'
  const texts = prompted ? sessionExpiryText.prompted : sessionExpiryText
  const cancel = () => (prompted ? reauth.dismiss() : leave())

  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={texts.title}
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      <Text mb="md">{texts.text}</Text>
      <LoginFormBody
        initialEmail={parked?.email ?? ''}
        pending={signInMutation.isPending}
        onValid={(form, fail) => signInMutation.mutate(form, { onSuccess: signedIn, onError: fail })}
        actions={(submit) => (
          <Group justify="flex-end">
            <SecondaryAction onClick={cancel}>{ru.common.cancel}</SecondaryAction>
            {submit}
          </Group>
        )}
      />
    </Modal>
  )
}
