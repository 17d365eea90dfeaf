import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { ru } from '../../../shared/i18n/ru'
import { THEME_PRIMARY } from '../../../shared/limits'
import { loginFormSchema, type LoginForm } from '../schemas'
import { loginFailureOf, useLogin } from '../use-login'

export function LoginPage({ redirectTo }: { redirectTo?: string | undefined }) {
  const navigate = useNavigate()
  const loginMutation = useLogin()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } })

  const onSubmit = handleSubmit((form) => {
    loginMutation.mutate(form, {
      onSuccess: (home) => {
        void navigate({ to: redirectTo ?? home, replace: true })
      },
      onError: (error) => {
        const failure = loginFailureOf(error)
        setError(failure.field === 'form' ? 'root' : failure.field, { message: failure.message }, { shouldFocus: failure.field !== 'form' })
      },
    })
  })

  return (
    <Center mih="100vh" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" p="xl" w={400} radius="lg">
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <Stack gap={4} align="center">
              <Title order={1} size="h3" c={THEME_PRIMARY} ta="center">
                {ru.productTitle}
              </Title>
              <Text c="dimmed" size="sm">
                {ru.login.heading}
              </Text>
            </Stack>
            <TextInput
              label={ru.login.emailLabel}
              placeholder={ru.login.emailPlaceholder}
              type="email"
              autoComplete="username"
              error={errors.email?.message}
              {...register('email')}
            />
            <PasswordInput
              label={ru.login.passwordLabel}
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            {errors.root?.message && (
              <Alert color="red" variant="light" role="alert">
                {errors.root.message}
              </Alert>
            )}
            <Button type="submit" loading={loginMutation.isPending} fullWidth>
              {ru.login.submit}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  )
}
