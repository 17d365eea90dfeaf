import { PasswordInput, Stack, TextInput } from '@mantine/core'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { loginFormSchema, type LoginForm } from '@/features/auth/schemas'
import { loginFailureOf } from '@/features/auth/use-login'
import { authText } from '@/shared/i18n/auth'
import { MainAction } from '@/shared/ui/actions'
import { Notice } from '@/shared/ui/tones'

type LoginErrors = Partial<Record<keyof LoginForm | 'form', string>>

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
 * The sign-in form of /login and of the expired-session dialog: two fields validated by the login
 * schema, the server's refusals under the field they concern. No form library: /login is the
 * lightest page of the console (its JS budget is 170 KB gzip, see `npm run bench`).
 */
export function LoginFormBody({ onValid, pending, header, initialEmail = '', actions }: LoginFormProps) {
  const [values, setValues] = useState<LoginForm>({ email: initialEmail, password: '' })
  const [errors, setErrors] = useState<LoginErrors>({})
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)

  const change = (field: keyof LoginForm) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = loginFormSchema.safeParse(values)
    if (!parsed.success) {
      const next: LoginErrors = {}
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof LoginForm] ??= issue.message
      setErrors(next)
      ;(next.email ? emailRef : passwordRef).current?.focus()
      return
    }
    onValid(parsed.data, (error) => {
      const failure = loginFailureOf(error)
      setErrors({ [failure.field]: failure.message })
      if (failure.field === 'email') emailRef.current?.focus()
      if (failure.field === 'password') passwordRef.current?.focus()
    })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {header}
        <TextInput
          ref={emailRef}
          name="email"
          label={authText.emailLabel}
          placeholder={authText.emailPlaceholder}
          type="email"
          autoComplete="username"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <PasswordInput
          ref={passwordRef}
          name="password"
          label={authText.passwordLabel}
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          data-autofocus={initialEmail ? true : undefined}
        />
        {errors.form && <Notice tone="bad">{errors.form}</Notice>}
        {actions(
          <MainAction type="submit" loading={pending}>
            {authText.submit}
          </MainAction>,
        )}
      </Stack>
    </form>
  )
}
