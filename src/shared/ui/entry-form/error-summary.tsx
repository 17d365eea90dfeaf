import { Alert } from '@mantine/core'
import { entryFormText } from '../../i18n/entries'
import classes from './error-summary.module.css'

/** The fields with errors under 'There are errors in the following fields' (spec section 5), by their labels. */
export function ErrorSummary({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null
  return (
    <Alert color="red" variant="light" role="alert" title={entryFormText.errorsHeading} styles={{ title: { color: '#9b1c1c' } }}>
      <ul className={classes.list}>
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </Alert>
  )
}
