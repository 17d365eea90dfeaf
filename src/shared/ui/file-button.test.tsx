import { fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { FileButton } from './file-button'

const png = (name: string) => new File(['x'], name, { type: 'image/png' })

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector('input[type="file"]')
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input')
  return input
}

describe('FileButton (the kit: a button that opens the file dialog)', () => {
  it('opens the hidden input on the button press and hands over every chosen file', () => {
    const onChange = vi.fn()
    const { container } = render(
      <FileButton multiple accept="image/png" onChange={onChange}>
        {(props) => <button {...props}>Выбрать</button>}
      </FileButton>,
    )
    const input = fileInput(container)
    expect(input.hidden).toBe(true)
    expect(input.accept).toBe('image/png')
    expect(input.multiple).toBe(true)
    const click = vi.spyOn(input, 'click')
    fireEvent.click(screen.getByRole('button'))
    expect(click).toHaveBeenCalledOnce()
    const files = [png('a.png'), png('b.png')]
    fireEvent.change(input, { target: { files } })
    expect(onChange).toHaveBeenCalledWith(files)
  })

  it('hands over one file (or null) without multiple, and opens nothing when disabled', () => {
    const onChange = vi.fn()
    const { container } = render(
      <FileButton onChange={onChange} disabled>
        {(props) => <button {...props}>Выбрать</button>}
      </FileButton>,
    )
    const input = fileInput(container)
    const click = vi.spyOn(input, 'click')
    fireEvent.click(screen.getByRole('button'))
    expect(click).not.toHaveBeenCalled()
    const file = png('a.png')
    fireEvent.change(input, { target: { files: [file] } })
    expect(onChange).toHaveBeenLastCalledWith(file)
    fireEvent.change(input, { target: { files: [] } })
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('resetRef empties the input, so that the same file can be chosen again', () => {
    const reset = createRef<() => void>()
    const { container } = render(
      <FileButton onChange={() => {}} resetRef={reset}>
        {(props) => <button {...props}>Выбрать</button>}
      </FileButton>,
    )
    const input = fileInput(container)
    const setValue = vi.spyOn(input, 'value', 'set')
    reset.current?.()
    expect(setValue).toHaveBeenCalledWith('')
  })
})
