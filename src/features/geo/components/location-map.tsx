import { lazy, Suspense } from 'react'
import { env } from '../../../shared/env'
import { mapText } from '../../../shared/i18n/widgets'
import { LIMITS } from '../../../shared/limits'
import { Notice } from '../../../shared/ui/tones'
import { mapsKey, type LatLon } from '../map-logic'
import classes from './location-map.module.css'

export type LocationMapProps = {
  /** The point shown (the form's strings or the organization's numbers); none: the map shows the fallback centre at the city zoom. */
  lat?: string | number
  lon?: string | number
  /** Where to look when there is no point (the city), at the city zoom of spec section 9. */
  fallbackCenter?: LatLon | null
  /** A click sets the coordinates; without it the map is read-only. */
  onPick?: (coordinates: { lat: string; lon: string }) => void
}

export function MapError({ message }: { message: string }) {
  return (
    <div className={classes.panel} style={{ height: LIMITS.mapHeightPx }}>
      <Notice tone="warn" role="alert" title={mapText.label}>
        {message}
      </Notice>
    </div>
  )
}

const GoogleMap = lazy(() => import('./google-map'))

/**
 * A Google map of one point (@vis.gl/react-google-maps, loaded only when there is a key). Without a
 * key, when the script does not load, or when the key is refused, an error panel shows instead;
 * the coordinate inputs beside it stay editable.
 */
export function LocationMap(props: LocationMapProps) {
  const key = mapsKey(env.googleMapsKey)
  if (!key) return <MapError message={mapText.noKey} />
  return (
    <Suspense fallback={<div style={{ height: LIMITS.mapHeightPx }} />}>
      <GoogleMap apiKey={key} {...props} />
    </Suspense>
  )
}
