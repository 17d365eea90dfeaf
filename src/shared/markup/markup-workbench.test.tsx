import { MantineProvider } from '@mantine/core'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { markupText } from '@/shared/i18n/markup'
import { copyText } from '@/shared/i18n/ru'
import { LIMITS } from '@/shared/limits'
import { stubRangeLayout } from '@/test/code-editor'
import { findForbiddenFragments, type ForbiddenFragment } from './forbidden-fragments'
import { MARKUP_SNIPPETS } from './markup-snippets'
import { MarkupWorkbench } from './markup-workbench'

const LABEL = 'Текст статьи'

function Harness({ initial }: { initial: string }) {
  const [state, setState] = useState<{ text: string; problems: ForbiddenFragment[] }>({
    text: initial,
    problems: findForbiddenFragments(initial),
  })
  return (
    <MantineProvider env="test">
      <MarkupWorkbench
        label={LABEL}
        value={state.text}
        problems={state.problems}
        onChange={(text, problems) => setState({ text, problems })}
      />
      <output data-testid="reported">{JSON.stringify({ text: state.text, problems: state.problems.map((p) => p.fragment) })}</output>
    </MantineProvider>
  )
}

const reported = () => JSON.parse(screen.getByTestId('reported').textContent ?? '{}') as { text: string; problems: string[] }

beforeAll(stubRangeLayout)

afterEach(() => vi.useRealTimers())

describe('markup workbench (spec section 2 "Edit mode")', () => {
  it('loads the labelled editor, marks forbidden fragments where they stand, and the preview says so', async () => {
    render(<Harness initial="<b>ok</b> let" />)
    const editor = await screen.findByRole('textbox', { name: LABEL }, { timeout: 15_000 })
    expect(editor.textContent).toContain('<b>ok</b> let')
    await waitFor(() => expect(document.querySelectorAll('.cm-forbidden')).toHaveLength(1))
    expect(document.querySelector('.cm-forbidden')!.textContent).toBe('let')
    expect(within(screen.getByRole('region', { name: markupText.previewLabel })).getByText(markupText.forbiddenPreview)).toBeInTheDocument()
  })

  it('inserts a helper snippet at the cursor and reports text and problems', async () => {
    render(<Harness initial="" />)
    await screen.findByRole('textbox', { name: LABEL }, { timeout: 15_000 })
    fireEvent.click(screen.getByRole('button', { name: markupText.insert(markupText.helpers.h2) }))
    await waitFor(() => expect(reported()).toEqual({ text: '<h2></h2>', problems: [] }))
    fireEvent.click(screen.getByRole('button', { name: markupText.insert(markupText.helpers.bold) }))
    // The cursor stood inside the heading: the bold tag goes there.
    await waitFor(() => expect(reported().text).toBe('<h2><b></b></h2>'))
    const preview = screen.getByRole('region', { name: markupText.previewLabel })
    expect(preview.querySelector('h2 > b')).not.toBeNull()
  })

  it('copies a snippet and says so for 1200 ms; the image helper links to the gallery in a new tab', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    vi.useFakeTimers()
    render(<Harness initial="" />)
    const h1 = markupText.helpers.h1
    fireEvent.click(screen.getByRole('button', { name: markupText.copy(h1) }))
    expect(writeText).toHaveBeenCalledWith(MARKUP_SNIPPETS[0]!.text)
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByRole('button', { name: copyText.copied })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.copyFeedbackMs - 50))
    expect(screen.getByRole('button', { name: copyText.copied })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.queryByRole('button', { name: copyText.copied })).toBeNull()
    expect(screen.getByRole('button', { name: markupText.copy(h1) })).toBeInTheDocument()
    const gallery = screen.getByRole('link', { name: markupText.openGallery })
    expect(gallery).toHaveAttribute('href', '/gallery')
    expect(gallery).toHaveAttribute('target', '_blank')
  })
})
