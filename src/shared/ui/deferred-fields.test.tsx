import { MantineProvider } from '@mantine/core'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DeferredMultiSelect, DeferredSelect, useDeferredComponent, type SelectOption } from './deferred-fields'

const CITIES: SelectOption[] = [
  { value: 'c1', label: 'Алматы' },
  { value: 'c2', label: 'Астана' },
  { value: 'c3', label: 'Бишкек' },
]

function CityField({ initial = null, onChange = vi.fn() }: { initial?: string | null; onChange?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <DeferredSelect
      label="Город"
      placeholder="Выберите город"
      searchable
      nothingFoundMessage="Не найдено."
      data={CITIES}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

const renderInMantine = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>)

describe('deferred select fields', () => {
  it('stand in with the same label and chosen value, as a combobox, before their code is loaded', () => {
    renderInMantine(<CityField initial="c3" />)
    const field = screen.getByRole('combobox', { name: 'Город' })
    expect(field).toHaveValue('Бишкек')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('open the real dropdown when the stand-in is pressed, and report the chosen option', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    renderInMantine(<CityField onChange={onChange} />)
    await user.click(screen.getByRole('combobox', { name: 'Город' }))
    await user.click(await screen.findByRole('option', { name: 'Астана' }))
    expect(onChange).toHaveBeenCalledWith('c2')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Город' })).toHaveValue('Астана'))
  })

  it('keep what was typed into the stand-in as the search of the real field', async () => {
    const user = userEvent.setup()
    renderInMantine(<CityField />)
    await user.type(screen.getByRole('combobox', { name: 'Город' }), 'Ас')
    expect(await screen.findByRole('option', { name: 'Астана' })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'Бишкек' })).not.toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Город' })).toHaveValue('Ас')
  })

  it('show a multi-select’s chosen values until it is reached, then its pills', async () => {
    const user = userEvent.setup()
    renderInMantine(<DeferredMultiSelect label="Доп. города" data={CITIES} value={['c1', 'c3']} onChange={vi.fn()} />)
    const field = screen.getByRole('combobox', { name: 'Доп. города' })
    expect(field).toHaveValue('Алматы, Бишкек')
    await user.click(field)
    expect(await screen.findByRole('option', { name: 'Астана' })).toBeInTheDocument()
    // The real field holds the search; the chosen values are its pills.
    expect(screen.getByRole('combobox', { name: 'Доп. города' })).toHaveValue('')
    expect(document.querySelectorAll('.mantine-Pill-label')).toHaveLength(2)
  })
})

describe('useDeferredComponent', () => {
  it('loads once however often it is asked, and tries again after a failed load', async () => {
    const Loaded = () => null
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Loaded)
    const { result } = renderHook(() => useDeferredComponent(load))
    act(() => {
      result.current.request()
      result.current.request()
    })
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await act(() => Promise.resolve())
    expect(load).toHaveBeenCalledTimes(1)
    expect(result.current.Component).toBeNull()
    act(() => result.current.request())
    expect(load).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(result.current.Component).toBe(Loaded))
  })
})
