import '@mantine/core/styles/Progress.css'
import { Progress, Stack, Text } from '@mantine/core'

type ProgressLineProps = {
  /** What is in progress and how far, in words: shown above the bar and the bar's name. */
  text: string
  /** Percent done. */
  value: number
}

/** A long action's progress (an upload's percent): its text above Mantine's Progress, which the text names. */
export function ProgressLine({ text, value }: ProgressLineProps) {
  return (
    <Stack gap={4}>
      <Text size="sm">{text}</Text>
      <Progress value={value} aria-label={text} />
    </Stack>
  )
}
