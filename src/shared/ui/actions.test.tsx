import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DangerAction, MainAction, RowAction, SecondaryAction } from './actions'

const wrap = (node: ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>)

describe("the kit's actions: Mantine's Button, the role deciding its look", () => {
  it('main is filled, secondary bordered, danger filled in the deeper red role, a row action small and bordered', () => {
    wrap(
      <>
        <MainAction>Сохранить</MainAction>
        <SecondaryAction>Отмена</SecondaryAction>
        <DangerAction>Удалить</DangerAction>
        <RowAction>Переименовать</RowAction>
      </>,
    )
    const look = (name: string) => {
      const button = screen.getByRole('button', { name })
      return [button.getAttribute('data-variant'), button.style.getPropertyValue('--button-height')]
    }
    // '': Mantine's default size (sm, 36 px); a row action is xs (30 px).
    expect(look('Сохранить')).toEqual(['filled', ''])
    expect(look('Отмена')).toEqual(['default', ''])
    expect(look('Удалить')).toEqual(['filled', ''])
    expect(screen.getByRole('button', { name: 'Удалить' }).style.getPropertyValue('--button-bg')).toBe('var(--console-danger-fill)')
    expect(look('Переименовать')).toEqual(['default', 'var(--button-height-xs)'])
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveAttribute('type', 'button')
  })

  it('a running action spins, says it is busy and refuses clicks', () => {
    const onClick = vi.fn()
    wrap(
      <MainAction loading onClick={onClick}>
        Сохранить
      </MainAction>,
    )
    const button = screen.getByRole('button', { name: 'Сохранить' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toBeDisabled()
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('one choice of a few as row actions: the chosen one is pressed and filled', () => {
    wrap(
      <>
        <RowAction chosen>Часы</RowAction>
        <RowAction chosen={false}>Выходной</RowAction>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Часы' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Часы' })).toHaveAttribute('data-variant', 'filled')
    expect(screen.getByRole('button', { name: 'Выходной' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('button', { name: 'Выходной' })).toHaveAttribute('data-variant', 'default')
  })
})
