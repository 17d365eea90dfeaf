import { useImperativeHandle, useState, type ChangeEvent, type ReactNode, type Ref } from 'react'

type FileButtonProps<Multiple extends boolean> = {
  /** The chosen files (`multiple`), or the one chosen file (null when the choice was emptied). */
  onChange: (chosen: Multiple extends true ? File[] : File | null) => void
  /** The button that opens the browser's file dialog; it is given the click that does so. */
  children: (props: { onClick: () => void }) => ReactNode
  multiple?: Multiple
  accept?: string
  disabled?: boolean
  /** Set to a function that empties the input, so that the same file can be chosen again. */
  resetRef?: Ref<() => void>
}

/**
 * A button that opens the browser's file dialog: a hidden file input beside the button the caller
 * draws (an action of the kit). The same behaviour as Mantine's FileButton without its style engine.
 */
export function FileButton<Multiple extends boolean = false>({
  onChange,
  children,
  multiple,
  accept,
  disabled = false,
  resetRef,
}: FileButtonProps<Multiple>) {
  // The input element as state, not a ref: the button's click handler is made during render.
  const [input, setInput] = useState<HTMLInputElement | null>(null)
  useImperativeHandle(
    resetRef,
    () => () => {
      if (input) input.value = ''
    },
    [input],
  )
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? [])
    const emit = onChange as (chosen: File[] | File | null) => void
    emit(multiple ? files : (files[0] ?? null))
  }
  const open = () => {
    if (!disabled) input?.click()
  }
  return (
    <>
      <input ref={setInput} type="file" hidden accept={accept} multiple={multiple} onChange={change} />
      {children({ onClick: open })}
    </>
  )
}
