import { Image, Paper, SimpleGrid, type SimpleGridProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { RemovePhotoButton } from '@/shared/ui/actions'
import classes from './photo-tiles.module.css'

type PhotoTilesProps = {
  /** The list's accessible name, where the screen has more than one list of photos. */
  label?: string
  /** Columns by window width (six across on a wide screen by default). */
  cols?: SimpleGridProps['cols']
  spacing?: SimpleGridProps['spacing']
  children: ReactNode
}

/** Photos side by side as a list (a picker's previews, an entry's saved photos, a gallery section). */
export function PhotoTiles({ label, cols = { base: 2, sm: 4, lg: 6 }, spacing = 'xs', children }: PhotoTilesProps) {
  return (
    <SimpleGrid component="ul" cols={cols} spacing={spacing} aria-label={label} className={classes.list}>
      {children}
    </SimpleGrid>
  )
}

type PhotoTileProps = {
  /** The picture; without it `children` stand in its place (an id whose preview has not loaded). */
  src?: string | undefined
  /** The picture's alternative text (with `src`). */
  alt?: string
  /** The × over the corner: its name, and what it does; none while the photo cannot be removed (being sent). */
  removeLabel?: string
  onRemove?: () => void
  children?: ReactNode
}

/** One photo of PhotoTiles: 110 px high, cropped to fill its cell, with the × that removes it. */
export function PhotoTile({ src, alt, removeLabel, onRemove, children }: PhotoTileProps) {
  return (
    <Paper component="li" withBorder radius="sm" pos="relative">
      {src ? <Image src={src} alt={alt} h={110} fit="cover" radius="sm" /> : children}
      {removeLabel && onRemove && <RemovePhotoButton label={removeLabel} onClick={onRemove} />}
    </Paper>
  )
}
