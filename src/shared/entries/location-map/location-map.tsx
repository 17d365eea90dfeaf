import { lazy, Suspense } from 'react'
import { mapText } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { env } from '@/shared/startup/env'
import { MapError } from './map-error'
import type { LocationMapProps } from './map-logic'

const GoogleMap = lazy(() => import('./google-map'))

/**
 * A Google map of one point (@vis.gl/react-google-maps, loaded only when there is a key). Without a
 * key, when the script does not load, or when the key is refused, an error panel shows instead;
 * the coordinate inputs beside it stay editable.
 */
export function LocationMap(props: LocationMapProps) {
  // This deploy's key (config.json, else the build's): read when the map is drawn.
  const key = env.googleMapsKey
  if (!key) return <MapError message={mapText.noKey} />
  return (
    <Suspense fallback={<div style={{ height: LIMITS.mapHeightPx }} />}>
      <GoogleMap apiKey={key} {...props} />
    </Suspense>
  )
}
