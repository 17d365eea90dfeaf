import { zodResolver } from '@hookform/resolvers/zod'
import { PasswordInput, Stack, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { loginFormSchema, type LoginForm } from '@/features/auth/schemas'
import { loginFailureOf } from '@/features/auth/use-login'
import { authText } from '@/shared/i18n/shell'
import { MainAction } from '@/shared/ui/actions'
import { Notice } from '@/shared/ui/tones'

export type LoginFormProps = {
  /** Sends a valid form; `fail` shows a failure where spec section 8 "Login" puts it. */
  onValid: (form: LoginForm, fail: (error: unknown) => void) => void
  pending: boolean
  /** What comes above the fields (the /login card's title). */
  header?: ReactNode
  initialEmail?: string
  /** Lays out the submit button (authText.submit) (with a cancel beside it, in the sign-in dialog). */
  actions: (submit: ReactNode) => ReactNode
}

/**
 * The sign-in form of /login and of the expired-session dialog: two fields checked by the login schema (the first
 * wrong one takes the focus), the server's refusals under the field they concern or for the whole form.
 */
export function LoginFormBody({ onValid, pending, header, initialEmail = '', actions }: LoginFormProps) {
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: initialEmail, password: '' },
  })
  const { errors } = formState
  // A refusal of the whole form goes once anything is typed again.
  const field = (name: keyof LoginForm) => register(name, { onChange: () => clearErrors('root') })

  const submit = handleSubmit((form) =>
    onValid(form, (error) => {
      const failure = loginFailureOf(error)
      if (failure.field === 'form') setError('root', { message: failure.message })
      else setError(failure.field, { message: failure.message }, { shouldFocus: true })
    }),
  )

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {header}
        <TextInput
          {...field('email')}
          label={authText.emailLabel}
          placeholder={authText.emailPlaceholder}
          type="email"
          autoComplete="username"
          error={errors.email?.message}
        />
        <PasswordInput
          {...field('password')}
          label={authText.passwordLabel}
          autoComplete="current-password"
          error={errors.password?.message}
          data-autofocus={initialEmail ? true : undefined}
        />
        {errors.root && <Notice tone="bad">{errors.root.message}</Notice>}
        {actions(
          <MainAction type="submit" loading={pending}>
            {authText.submit}
          </MainAction>,
        )}
      </Stack>
    </form>
  )
}
