/// <reference types="google.maps" />
import { Alert, Box, Text } from '@mantine/core'
import { APIProvider, APILoadingStatus, Map, Marker, useApiLoadingStatus, useMap, type MapMouseEvent } from '@vis.gl/react-google-maps'
import { useEffect, useState } from 'react'
import { env } from '../../../shared/env'
import { mapText } from '../../../shared/i18n/widgets'
import { LIMITS } from '../../../shared/limits'
import { mapsKey, onMapsAuthFailure, parseLatLon, pointFromClick, type LatLon } from '../map-logic'

type LocationMapProps = {
  /** The point shown (the form's strings or the organization's numbers); none: the map shows the fallback centre at the city zoom. */
  lat?: string | number
  lon?: string | number
  /** Where to look when there is no point (the city), at the city zoom of spec section 9. */
  fallbackCenter?: LatLon | null
  /** A click sets the coordinates; without it the map is read-only. */
  onPick?: (coordinates: { lat: string; lon: string }) => void
}

function MapError({ message }: { message: string }) {
  return (
    <Alert color="orange" variant="light" role="alert" title={mapText.label} h={LIMITS.mapHeightPx} styles={{ title: { color: '#7a3300' } }}>
      <Text size="sm">{message}</Text>
    </Alert>
  )
}

/** Keeps the map centred on the point (or the city while there is none) when it changes from outside. */
function FollowPoint({ point }: { point: LatLon | null }) {
  const map = useMap()
  const lat = point?.lat
  const lon = point?.lon
  useEffect(() => {
    if (map && lat !== undefined && lon !== undefined) map.setCenter({ lat, lng: lon })
  }, [map, lat, lon])
  return null
}

function MapView({ lat = '', lon = '', fallbackCenter, onPick }: LocationMapProps) {
  const status = useApiLoadingStatus()
  const [authFailed, setAuthFailed] = useState(false)
  useEffect(() => onMapsAuthFailure(() => setAuthFailed(true)), [])
  const point = parseLatLon(lat, lon)

  if (authFailed || status === APILoadingStatus.AUTH_FAILURE) return <MapError message={mapText.authFailed} />
  if (status === APILoadingStatus.FAILED) return <MapError message={mapText.loadFailed} />

  const center = point ?? fallbackCenter ?? { lat: 0, lon: 0 }
  const onClick = (event: MapMouseEvent) => {
    const picked = pointFromClick(event.detail.latLng)
    if (!picked || !onPick) return
    onPick(picked.coordinates)
    event.map.setCenter(picked.camera.center)
    event.map.setZoom(picked.camera.zoom)
  }
  return (
    <Box h={LIMITS.mapHeightPx} role="region" aria-label={mapText.label} style={{ borderRadius: 8, overflow: 'hidden' }}>
      <Map
        defaultCenter={{ lat: center.lat, lng: center.lon }}
        defaultZoom={point ? LIMITS.mapPointZoom : LIMITS.eventsCityZoom}
        gestureHandling="cooperative"
        style={{ width: '100%', height: '100%' }}
        {...(onPick ? { onClick } : {})}
      >
        {point && <Marker position={{ lat: point.lat, lng: point.lon }} />}
        <FollowPoint point={point ?? fallbackCenter ?? null} />
      </Map>
    </Box>
  )
}

/**
 * A Google map of one point (@vis.gl/react-google-maps). Without a key, when the script does not
 * load, or when the key is refused, an error panel shows instead; the coordinate inputs beside it
 * stay editable.
 */
export function LocationMap(props: LocationMapProps) {
  const key = mapsKey(env.googleMapsKey)
  if (!key) return <MapError message={mapText.noKey} />
  return (
    <APIProvider apiKey={key} language="ru">
      <MapView {...props} />
    </APIProvider>
  )
}
