import type { ImageProps } from '@mantine/core'
import { lazy, Suspense } from 'react'
import type { PhotoKind } from './photo-files'

// The prepared preview loads with the choice, as the picker's previews do.
const PreparedImage = lazy(() => import('./photo-previews').then((module) => ({ default: module.PreparedImage })))

/** One chosen file's preview as it will go up (an article cover, a flag): prepared in the background. */
export function ChosenPhoto(props: { file: File; kind: PhotoKind; alt: string } & Omit<ImageProps, 'src'>) {
  return (
    <Suspense fallback={null}>
      <PreparedImage {...props} />
    </Suspense>
  )
}
