import '@fontsource-variable/inter/wght.css'
import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import 'virtual:theme-variables.css'
// The sheets of the components the sign-in form and every screen render: in the first style sheet,
// where they compress with the rest, not as six small sheets of their own.
import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/Stack.css'
import '@mantine/core/styles/Title.css'
import '@mantine/core/styles/Loader.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/PasswordInput.css'
import '@mantine/core/styles/ActionIcon.css'
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { COLOR_SCHEME_KEY } from './color-scheme'
import type { AppRouter } from './router'
import { theme } from './theme'

/** Light, dark or as the system says (the switch in the shell's account block); kept in this browser. */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY })

/** Toasts and the route progress bar live in the shell (features/shell), so /login stays light. */
export function AppProviders({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    // The theme's CSS variables come from a style sheet built with the app (src/app/theme-css.ts).
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  )
}
