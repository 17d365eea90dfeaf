import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { tagsText } from '@/shared/i18n/organizations'
import { addTag } from '@/shared/lib/tags'
import { TagInput } from './tag-input'

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial)
  return (
    <MantineProvider env="test">
      <TagInput label={tagsText.label} value={tags} onChange={setTags} />
      <output data-testid="tags">{JSON.stringify(tags)}</output>
    </MantineProvider>
  )
}

const tags = () => JSON.parse(screen.getByTestId('tags').textContent ?? '[]') as string[]

describe('tag entry (spec section 2 "Pickers", section 5 "Tags")', () => {
  it('adds a trimmed, non-empty tag only once', () => {
    expect(addTag(['кофе'], '  чай ')).toEqual(['кофе', 'чай'])
    expect(addTag(['кофе'], ' кофе')).toEqual(['кофе'])
    expect(addTag(['кофе'], '   ')).toEqual(['кофе'])
  })

  it('Enter, Tab and Space add a tag; clicking a tag removes it', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const input = screen.getByRole('textbox', { name: tagsText.label })
    await user.type(input, 'кофе{Enter}')
    await user.type(input, 'чай ')
    await user.type(input, 'десерты')
    await user.keyboard('{Tab}')
    await user.type(input, 'кофе{Enter}')
    expect(tags()).toEqual(['кофе', 'чай', 'десерты'])
    expect(input).toHaveValue('')
    await user.click(screen.getByRole('button', { name: tagsText.remove('чай') }))
    expect(tags()).toEqual(['кофе', 'десерты'])
  })

  it('Tab with nothing typed moves on without adding', async () => {
    const user = userEvent.setup()
    render(<Harness initial={['кофе']} />)
    await user.click(screen.getByRole('textbox', { name: tagsText.label }))
    await user.keyboard('{Tab}')
    expect(tags()).toEqual(['кофе'])
    expect(screen.getByRole('button', { name: tagsText.remove('кофе') })).toHaveFocus()
  })
})
