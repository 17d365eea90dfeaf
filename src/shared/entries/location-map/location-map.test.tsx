import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mapText } from '@/shared/i18n/ru'
import type * as EnvModule from '@/shared/startup/env'
import { LocationMap } from './location-map'

// Whatever the local .env says: no build-time key.
vi.mock('@/shared/startup/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>()
  return { ...actual, env: { ...actual.env, googleMapsKey: '' } }
})

describe('location map without a Maps key (spec section 8 "Map authorisation failure")', () => {
  it('shows an error panel instead of the map', () => {
    render(
      <MantineProvider env="test">
        <LocationMap lat="43.2" lon="76.9" onPick={() => {}} />
      </MantineProvider>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(mapText.noKey)
    expect(screen.queryByRole('region', { name: mapText.label })).toBeNull()
  })
})
