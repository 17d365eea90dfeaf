import { describe, expect, it } from 'vitest'
import { LIMITS } from '@/shared/limits'
import { cameraToFollow, onMapsAuthFailure, parseLatLon, pointFromClick } from './map-logic'

describe('map logic (spec section 4 "Forms": a map click sets the coordinates, zoom 15 and centres)', () => {
  it('a click sets the coordinates as strings and centres at the point zoom', () => {
    expect(pointFromClick({ lat: 43.2567891234, lng: 76.9281 })).toEqual({
      coordinates: { lat: '43.256789', lon: '76.9281' },
      camera: { center: { lat: 43.2567891234, lng: 76.9281 }, zoom: LIMITS.mapPointZoom },
    })
    expect(pointFromClick(null)).toBeNull()
  })

  it('parses the coordinate inputs, refusing empty and out-of-range values', () => {
    expect(parseLatLon('43.25', '76.9')).toEqual({ lat: 43.25, lon: 76.9 })
    expect(parseLatLon('', '76.9')).toBeNull()
    expect(parseLatLon('91', '0')).toBeNull()
    expect(parseLatLon('0', '-181')).toBeNull()
  })

  it('a point typed into the coordinates is shown as a click shows it: centred at the point zoom; a city only moves the centre', () => {
    const almaty = { lat: 43.2389, lon: 76.8897 }
    expect(cameraToFollow({ lat: 43.25, lon: 76.95 }, almaty)).toEqual({
      center: { lat: 43.25, lng: 76.95 },
      zoom: LIMITS.mapPointZoom,
    })
    expect(cameraToFollow(null, almaty)).toEqual({ center: { lat: 43.2389, lng: 76.8897 }, zoom: null })
    expect(cameraToFollow(null, null)).toBeNull()
  })

  it('an auth failure reported by the Maps script reaches every listener', () => {
    let calls = 0
    const stop = onMapsAuthFailure(() => (calls += 1))
    window.gm_authFailure?.()
    expect(calls).toBe(1)
    stop()
  })
})
