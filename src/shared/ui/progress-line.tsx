import classes from './progress-line.module.css'

type ProgressLineProps = {
  /** What is in progress and how far, in words: shown above the bar and the bar's name. */
  text: string
  value: number
  max?: number
}

/** A progress bar with its text above it: an upload's percent, a batch's done-of-total. */
export function ProgressLine({ text, value, max = 100 }: ProgressLineProps) {
  return (
    <div className={classes.line}>
      <span className={classes.text}>{text}</span>
      <progress className={classes.bar} value={value} max={max} aria-label={text} />
    </div>
  )
}
