import { Image } from '@mantine/core'
import { staticUrl } from '@/shared/startup/env'

/** A country or language flag, 3:2; decorative, the name stands beside it. */
export function Flag({ url, size = 18 }: { url: string; size?: number }) {
  return <Image src={staticUrl(url)} alt="" w={size * 1.5} h={size} fit="cover" radius={2} flex="none" />
}
