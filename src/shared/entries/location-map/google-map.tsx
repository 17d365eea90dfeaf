/// <reference types="google.maps" />
import { Box, Stack, Text } from '@mantine/core'
import { APIProvider, APILoadingStatus, Map, Marker, useApiLoadingStatus, useMap, type MapMouseEvent } from '@vis.gl/react-google-maps'
import { useEffect, useId, useState } from 'react'
import { mapText } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { MapError } from './map-error'
import { cameraToFollow, onMapsAuthFailure, parseLatLon, pointFromClick, type LatLon, type LocationMapProps } from './map-logic'

/** Keeps the map on the point (or the city while there is none) when it changes from outside (map-logic.ts). */
function FollowPoint({ point, fallbackCenter }: { point: LatLon | null; fallbackCenter: LatLon | null | undefined }) {
  const map = useMap()
  const camera = cameraToFollow(point, fallbackCenter)
  const lat = camera?.center.lat
  const lng = camera?.center.lng
  const zoom = camera?.zoom
  useEffect(() => {
    if (!map || lat === undefined || lng === undefined) return
    map.setCenter({ lat, lng })
    if (zoom != null) map.setZoom(zoom)
  }, [map, lat, lng, zoom])
  return null
}

function MapView({ lat = '', lon = '', fallbackCenter, onPick }: LocationMapProps) {
  const status = useApiLoadingStatus()
  const [authFailed, setAuthFailed] = useState(false)
  const hintId = useId()
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
  const map = (
    <Box
      h={LIMITS.mapHeightPx}
      role="region"
      aria-label={mapText.label}
      aria-describedby={onPick ? hintId : undefined}
      style={{ borderRadius: 8, overflow: 'hidden' }}
    >
      <Map
        defaultCenter={{ lat: center.lat, lng: center.lon }}
        defaultZoom={point ? LIMITS.mapPointZoom : LIMITS.eventsCityZoom}
        gestureHandling="cooperative"
        style={{ width: '100%', height: '100%' }}
        {...(onPick ? { onClick } : {})}
      >
        {point && <Marker position={{ lat: point.lat, lng: point.lon }} />}
        <FollowPoint point={point} fallbackCenter={fallbackCenter} />
      </Map>
    </Box>
  )
  if (!onPick) return map
  return (
    <Stack gap={4}>
      {map}
      <Text id={hintId} size="xs" c="dimmed">
        {mapText.pickHint}
      </Text>
    </Stack>
  )
}

/** The Google map itself (@vis.gl/react-google-maps), loaded only when there is a key. */
export default function GoogleMap({ apiKey, ...props }: LocationMapProps & { apiKey: string }) {
  return (
    <APIProvider apiKey={apiKey} language="ru">
      <MapView {...props} />
    </APIProvider>
  )
}
