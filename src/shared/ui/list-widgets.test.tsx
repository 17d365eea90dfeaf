import { MantineProvider } from '@mantine/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listText } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { PageSizeSelect, PaginationBar } from './paging'
import { SearchInput } from './search-input'
import { StatusFilter } from './status-filter'

const wrap = (node: ReactNode) => <MantineProvider env="test">{node}</MantineProvider>

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('SearchInput (spec section 9: search debounce 400 ms)', () => {
  it('shows typing at once and reports only the last text, 400 ms after the last keystroke', () => {
    const onChange = vi.fn()
    render(wrap(<SearchInput value="" onChange={onChange} />))
    const box = screen.getByRole('searchbox', { name: listText.searchLabel })
    fireEvent.change(box, { target: { value: 'ко' } })
    act(() => {
      vi.advanceTimersByTime(LIMITS.searchDebounceMs - 100)
    })
    fireEvent.change(box, { target: { value: 'кофе' } })
    expect(box).toHaveValue('кофе')
    act(() => {
      vi.advanceTimersByTime(LIMITS.searchDebounceMs - 1)
    })
    expect(onChange).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith('кофе')
  })

  it('follows a value changed from outside (Back, a reset)', () => {
    const { rerender } = render(wrap(<SearchInput value="старое" onChange={() => {}} />))
    rerender(wrap(<SearchInput value="новое" onChange={() => {}} />))
    expect(screen.getByRole('searchbox')).toHaveValue('новое')
  })
  it('after Back and Forward shows the URL again: typed, reported, back to empty, forward to the typed text', () => {
    const onChange = vi.fn()
    const { rerender } = render(wrap(<SearchInput value="" onChange={onChange} />))
    const box = screen.getByRole('searchbox')
    fireEvent.change(box, { target: { value: 'abc' } })
    act(() => {
      vi.advanceTimersByTime(LIMITS.searchDebounceMs)
    })
    expect(onChange).toHaveBeenCalledWith('abc')
    rerender(wrap(<SearchInput value="abc" onChange={onChange} />))
    rerender(wrap(<SearchInput value="" onChange={onChange} />))
    expect(box).toHaveValue('')
    rerender(wrap(<SearchInput value="abc" onChange={onChange} />))
    expect(box).toHaveValue('abc')
  })

  it('keeps typing that went on after its own report came back', () => {
    const onChange = vi.fn()
    const { rerender } = render(wrap(<SearchInput value="" onChange={onChange} />))
    const box = screen.getByRole('searchbox')
    fireEvent.change(box, { target: { value: 'ab' } })
    act(() => {
      vi.advanceTimersByTime(LIMITS.searchDebounceMs)
    })
    fireEvent.change(box, { target: { value: 'abc' } })
    rerender(wrap(<SearchInput value="ab" onChange={onChange} />))
    expect(box).toHaveValue('abc')
  })

  it('drops a report still pending when the value changes from outside (Back during the debounce)', () => {
    const onChange = vi.fn()
    const { rerender } = render(wrap(<SearchInput value="старое" onChange={onChange} />))
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'нов' } })
    rerender(wrap(<SearchInput value="" onChange={onChange} />))
    act(() => {
      vi.advanceTimersByTime(LIMITS.searchDebounceMs * 2)
    })
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('searchbox')).toHaveValue('')
  })
})

describe('PageSizeSelect (spec section 9: 100 / 250 / 500, change debounce 600 ms)', () => {
  it('offers the three sizes and reports a choice 600 ms later', () => {
    const onChange = vi.fn()
    render(wrap(<PageSizeSelect value={100} onChange={onChange} />))
    const select = screen.getByRole('combobox', { name: listText.pageSizeLabel })
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['100', '250', '500'])
    fireEvent.change(select, { target: { value: '500' } })
    expect(select).toHaveValue('500')
    act(() => {
      vi.advanceTimersByTime(LIMITS.pageSizeDebounceMs - 1)
    })
    expect(onChange).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(onChange).toHaveBeenCalledWith(500)
  })

  it('after Back and Forward shows the size in the URL again', () => {
    const onChange = vi.fn()
    const { rerender } = render(wrap(<PageSizeSelect value={100} onChange={onChange} />))
    const select = screen.getByRole('combobox', { name: listText.pageSizeLabel })
    fireEvent.change(select, { target: { value: '250' } })
    act(() => {
      vi.advanceTimersByTime(LIMITS.pageSizeDebounceMs)
    })
    rerender(wrap(<PageSizeSelect value={250} onChange={onChange} />))
    rerender(wrap(<PageSizeSelect value={100} onChange={onChange} />))
    expect(select).toHaveValue('100')
    rerender(wrap(<PageSizeSelect value={250} onChange={onChange} />))
    expect(select).toHaveValue('250')
  })
})

describe('PaginationBar', () => {
  it('is a labelled navigation with the current page marked, and nothing for one page', () => {
    const onChange = vi.fn()
    const { rerender, container } = render(wrap(<PaginationBar page={50} totalPages={100} onChange={onChange} />))
    const nav = screen.getByRole('navigation', { name: listText.paginationLabel })
    expect(nav).toBeInTheDocument()
    expect(screen.getByRole('button', { name: listText.page(50) })).toHaveAttribute('aria-current', 'page')
    fireEvent.click(screen.getByRole('button', { name: listText.page(100) }))
    expect(onChange).toHaveBeenCalledWith(100)
    fireEvent.click(screen.getByRole('button', { name: listText.nextPage }))
    expect(onChange).toHaveBeenLastCalledWith(51)
    rerender(wrap(<PaginationBar page={1} totalPages={1} onChange={onChange} />))
    expect(container.querySelector('nav')).toBeNull()
  })
})

describe('StatusFilter (spec sections 4 and 9)', () => {
  it('is a labelled group of three radios with the totals of the first load; choosing one reports it', () => {
    const onChange = vi.fn()
    render(wrap(<StatusFilter value="active" totals={{ all: 12, active: 10, banned: 2 }} onChange={onChange} />))
    const group = screen.getByRole('radiogroup', { name: listText.statusLabel })
    const radios = [...group.querySelectorAll('input[type="radio"]')]
    expect(radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      listText.statusWithTotal(listText.status.all, 12),
      listText.statusWithTotal(listText.status.active, 10),
      listText.statusWithTotal(listText.status.banned, 2),
    ])
    expect(screen.getByRole('radio', { name: listText.statusWithTotal(listText.status.active, 10) })).toBeChecked()
    fireEvent.click(screen.getByRole('radio', { name: listText.statusWithTotal(listText.status.banned, 2) }))
    expect(onChange).toHaveBeenCalledWith('banned')
  })

  it('shows the bare labels until the totals are known', () => {
    render(wrap(<StatusFilter value="all" onChange={() => {}} />))
    expect(screen.getByRole('radio', { name: listText.status.all })).toBeChecked()
  })
})
