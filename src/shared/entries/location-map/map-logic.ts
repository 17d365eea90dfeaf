import { LIMITS } from '@/shared/limits'

export type LatLon = { lat: number; lon: number }

export type LocationMapProps = {
  /** The point shown (the form's strings or the organization's numbers); none: the map shows the fallback centre at the city zoom. */
  lat?: string | number
  lon?: string | number
  /** Where to look when there is no point (the city), at the city zoom of spec section 9. */
  fallbackCenter?: LatLon | null
  /** A click sets the coordinates; without it the map is read-only. */
  onPick?: (coordinates: { lat: string; lon: string }) => void
}

/** Coordinates from the form's text inputs, or null when they are not a valid point. */
export function parseLatLon(lat: string | number, lon: string | number): LatLon | null {
  const la = typeof lat === 'number' ? lat : lat.trim() === '' ? Number.NaN : Number(lat)
  const lo = typeof lon === 'number' ? lon : lon.trim() === '' ? Number.NaN : Number(lon)
  if (!Number.isFinite(la) || !Number.isFinite(lo) || Math.abs(la) > 90 || Math.abs(lo) > 180) return null
  return { lat: la, lon: lo }
}

/** Six decimals (about 10 cm) are enough for a point on the map. */
const round = (value: number) => String(Math.round(value * 1e6) / 1e6)

/**
 * What a map click does (spec section 4 "Forms"): the clicked point becomes the coordinates (as
 * the form's strings), and the map centres on it at the chosen-point zoom.
 */
export function pointFromClick(latLng: { lat: number; lng: number } | null | undefined) {
  if (!latLng) return null
  return {
    coordinates: { lat: round(latLng.lat), lon: round(latLng.lng) },
    camera: { center: { lat: latLng.lat, lng: latLng.lng }, zoom: LIMITS.mapPointZoom },
  }
}

/**
 * Where the map looks when its point or its city changes from outside: a point (typed into the coordinates, found
 * from an address or clicked) at the chosen-point zoom, as a click shows it; the city only moves the centre.
 */
export function cameraToFollow(point: LatLon | null, fallbackCenter: LatLon | null | undefined) {
  if (point) return { center: { lat: point.lat, lng: point.lon }, zoom: LIMITS.mapPointZoom }
  if (fallbackCenter) return { center: { lat: fallbackCenter.lat, lng: fallbackCenter.lon }, zoom: null }
  return null
}

declare global {
  interface Window {
    /** Called by the Maps script when the key is refused. */
    gm_authFailure?: () => void
  }
}

type AuthListener = () => void
const authListeners = new Set<AuthListener>()
let authFailed = false

/** Registers window.gm_authFailure once; every map learns of a refused key. */
export function onMapsAuthFailure(listener: AuthListener): () => void {
  if (typeof window !== 'undefined' && !window.gm_authFailure) {
    window.gm_authFailure = () => {
      authFailed = true
      for (const l of authListeners) l()
    }
  }
  authListeners.add(listener)
  if (authFailed) listener()
  return () => authListeners.delete(listener)
}
