import classes from './photo-thumb.module.css'

/** A photo in a grid of photos (a form's photo picker, a photo page): 110 px high, cropped to fill its cell. */
export function PhotoThumb({ src, alt }: { src: string; alt: string }) {
  return <img className={classes.thumb} src={src} alt={alt} />
}
