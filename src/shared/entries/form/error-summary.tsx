import { entryFormText } from '@/shared/i18n/ru'
import { Notice } from '@/shared/ui/tones'
import classes from './error-summary.module.css'

/** The fields with errors under 'There are errors in the following fields' (spec section 5), by their labels. */
export function ErrorSummary({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null
  return (
    <Notice tone="bad" title={entryFormText.errorsHeading}>
      <ul className={classes.list}>
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </Notice>
  )
}
