import { staticUrl } from '@/shared/env'

/** A country or language flag; decorative, the name stands beside it. */
export function Flag({ url, size = 18 }: { url: string; size?: number }) {
  return (
    <img
      src={staticUrl(url)}
      alt=""
      width={size * 1.5}
      height={size}
      style={{ display: 'block', flex: 'none', objectFit: 'cover', borderRadius: 2 }}
    />
  )
}
