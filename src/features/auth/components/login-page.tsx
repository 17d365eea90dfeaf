import '@mantine/core/styles/Center.css'
import { Center, Paper, Stack, Text, Title } from '@mantine/core'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useLogin } from '@/features/auth/use-login'
import { FloatingLayers } from '@/shared/a11y/floating-layers'
import { authText, shellText } from '@/shared/i18n/shell'
import { routePathIn } from '@/shared/lib/route-path'
import { LoginFormBody } from './login-form'
import classes from './login-page.module.css'

export function LoginPage({ redirectTo }: { redirectTo?: string | undefined }) {
  const navigate = useNavigate()
  const router = useRouter()
  const loginMutation = useLogin()
  // Back only to a path of the route tree: a crafted link's `redirect` (another host, no such screen) goes home.
  const back = routePathIn(redirectTo, (pathname) => pathname in router.routesByPath)

  return (
    <Center mih="100vh" className={classes.page} component="main">
      <Paper withBorder shadow="sm" p="xl" w={400} radius="lg">
        <LoginFormBody
          pending={loginMutation.isPending}
          onValid={(form, fail) =>
            loginMutation.mutate(form, {
              onSuccess: (home) => void navigate({ to: back ?? home, replace: true }),
              onError: fail,
            })
          }
          header={
            <Stack gap={4} align="center">
              <Title order={1} size="h3" className={classes.title} ta="center">
                {shellText.productTitle}
              </Title>
              <Text c="dimmed" size="sm">
                {authText.heading}
              </Text>
            </Stack>
          }
          actions={(submit) => <div className={classes.submit}>{submit}</div>}
        />
      </Paper>
      <FloatingLayers />
    </Center>
  )
}
