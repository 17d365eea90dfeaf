import { Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { ru } from '../../../shared/i18n/ru'
import { MainAction } from '../../../shared/ui/actions'
import { Notice } from '../../../shared/ui/tones'
import classes from './login-page.module.css'
import { loginFormSchema, type LoginForm } from '../schemas'
import { loginFailureOf, useLogin } from '../use-login'

type LoginErrors = Partial<Record<keyof LoginForm | 'form', string>>

/**
 * Two fields validated by the same zod schema as everywhere else. No form library here: /login is
 * the lightest page of the console (its JS budget is 170 KB gzip, see `npm run bench`).
 */
export function LoginPage({ redirectTo }: { redirectTo?: string | undefined }) {
  const navigate = useNavigate()
  const loginMutation = useLogin()
  const [values, setValues] = useState<LoginForm>({ email: '', password: '' })
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
    loginMutation.mutate(parsed.data, {
      onSuccess: (home) => void navigate({ to: redirectTo ?? home, replace: true }),
      onError: (error) => {
        const failure = loginFailureOf(error)
        setErrors({ [failure.field]: failure.message })
        if (failure.field === 'email') emailRef.current?.focus()
        if (failure.field === 'password') passwordRef.current?.focus()
      },
    })
  }

  return (
    <Center mih="100vh" className={classes.page} component="main">
      <Paper withBorder shadow="sm" p="xl" w={400} radius="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Stack gap={4} align="center">
              <Title order={1} size="h3" className={classes.title} ta="center">
                {ru.productTitle}
              </Title>
              <Text c="dimmed" size="sm">
                {ru.login.heading}
              </Text>
            </Stack>
            <TextInput
              ref={emailRef}
              name="email"
              label={ru.login.emailLabel}
              placeholder={ru.login.emailPlaceholder}
              type="email"
              autoComplete="username"
              value={values.email}
              onChange={change('email')}
              error={errors.email}
            />
            <PasswordInput
              ref={passwordRef}
              name="password"
              label={ru.login.passwordLabel}
              autoComplete="current-password"
              value={values.password}
              onChange={change('password')}
              error={errors.password}
            />
            {errors.form && (
              <Notice tone="bad">{errors.form}</Notice>
            )}
            <div className={classes.submit}>
              <MainAction type="submit" loading={loginMutation.isPending}>
                {ru.login.submit}
              </MainAction>
            </div>
          </Stack>
        </form>
      </Paper>
    </Center>
  )
}
