import { Badge, Group, Stack, TextInput } from '@mantine/core'
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { tagsText } from '@/shared/i18n/organizations'
import { addTag } from '@/shared/lib/tags'
import { TAG_SEPARATOR_KEYS } from '@/shared/limits'

type TagInputProps = { label: string; value: string[]; onChange: (tags: string[]) => void; error?: string | undefined }

/** A tag as the console shows it (a single view's tags): Mantine's light Badge, in the tag's own case. */
export function TagChip({ children }: { children: string }) {
  return (
    <Badge variant="light" tt="none">
      {children}
    </Badge>
  )
}

/** Tag entry: Enter, Tab or Space adds a tag; clicking a tag removes it. */
export function TagInput({ label, value, onChange, error }: TagInputProps) {
  const [text, setText] = useState('')
  const listId = useId()
  const field = useRef<HTMLInputElement>(null)
  /** Where the removed tag stood: its button goes, so the focus moves to the tag now there, else the one before, else the field. */
  const removedAt = useRef<number | null>(null)
  useLayoutEffect(() => {
    const index = removedAt.current
    if (index === null) return
    removedAt.current = null
    const buttons = document.getElementById(listId)?.querySelectorAll('button') ?? []
    ;(buttons[Math.min(index, buttons.length - 1)] ?? field.current)?.focus()
  }, [value, listId])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!(TAG_SEPARATOR_KEYS as readonly string[]).includes(event.key)) return
    // Tab with nothing typed keeps moving the focus.
    if (event.key === 'Tab' && text.trim() === '') return
    event.preventDefault()
    onChange(addTag(value, text))
    setText('')
  }

  return (
    <Stack gap={6}>
      <TextInput
        ref={field}
        label={label}
        placeholder={tagsText.placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={error}
        aria-describedby={value.length > 0 ? listId : undefined}
      />
      {value.length > 0 && (
        <Group gap={6} id={listId} component="ul" role="list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {value.map((tag, index) => (
            <li key={tag}>
              <Badge
                component="button"
                type="button"
                variant="light"
                tt="none"
                style={{ cursor: 'pointer' }}
                aria-label={tagsText.remove(tag)}
                onClick={() => {
                  removedAt.current = index
                  onChange(value.filter((t) => t !== tag))
                }}
                rightSection="×"
              >
                {tag}
              </Badge>
            </li>
          ))}
        </Group>
      )}
    </Stack>
  )
}
