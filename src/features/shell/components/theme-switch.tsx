import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core'
import { shellText } from '@/shared/i18n/shell'
import { RadioChips } from '@/shared/ui/radio-chips'

const SCHEMES: readonly MantineColorScheme[] = ['light', 'dark', 'auto']
const OPTIONS = SCHEMES.map((scheme) => ({ value: scheme, label: shellText.theme[scheme] }))

/** Light, dark or as the system says; MantineProvider keeps the choice in this browser (src/app/providers.tsx). */
export function ThemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  return <RadioChips label={shellText.theme.label} options={OPTIONS} value={colorScheme} onChange={setColorScheme} />
}
