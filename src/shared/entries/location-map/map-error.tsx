import { mapText } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { Notice } from '@/shared/ui/tones'
import classes from './map-error.module.css'

/** The map's place when it cannot be drawn (no key, the script failed, the key refused). */
export function MapError({ message }: { message: string }) {
  return (
    <div className={classes.panel} style={{ height: LIMITS.mapHeightPx }}>
      <Notice tone="warn" role="alert" title={mapText.unavailable}>
        {message}
      </Notice>
    </div>
  )
}
