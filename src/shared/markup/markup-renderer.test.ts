import { describe, expect, it } from 'vitest'
import { longGuide } from '../../../bench/long-guide'
import { splitMarkup } from './markup-chunks'
import { markupRenderer } from './markup-renderer'
import { renderMarkup } from './sanitize-markup'

/** What the whole text rendered at once looks like (adjacent text nodes joined). */
function wholeRender(markup: string): string {
  const container = document.createElement('div')
  renderMarkup(container, markup)
  return container.innerHTML
}

function piecewise(markup: string) {
  const container = document.createElement('div')
  markupRenderer(container)(markup)
  container.normalize()
  return container.innerHTML
}

describe('piecewise preview rendering', () => {
  it('renders the pieces into the same nodes as the whole text, tricky markup included', () => {
    const odd = [
      '<pre>\nпервая\nвторая</pre>\n',
      '<a href="https://example.org/?q=1>2" onclick="x">ссылка</a>\n',
      '<img src="/uploads/a.png" width="10" height="10" alt="a>b" onerror="x">\n',
      '<sub margin="12"></sub>\n<sub margin="1px; color: red"></sub>\n',
      '<h2>a<h3>b</h3></h2>\n',
      '<ul><li>a<li>b</li></ul>\n',
      '<b><i>x</b></i> после\n',
      '<p>абзац <div>блок</div></p>\n',
      '<!-- комментарий\n -->\n',
      '<script>window.hacked = 1</script>\n<style>b { color: red }</style>\n',
      'текст < 5 и > 3\n',
      '<b>не закрыт\n',
    ]
    const sources = [longGuide(300), ...odd.map((piece) => `${longGuide(30)}${piece}${longGuide(30)}`)]
    for (const markup of sources) {
      expect(splitMarkup(markup).length).toBeGreaterThan(1)
      expect(piecewise(markup)).toBe(wholeRender(markup))
    }
  }, 30_000)

  it('an edit replaces only the nodes of the pieces around it and leaves the rest in place', () => {
    const container = document.createElement('div')
    const render = markupRenderer(container)
    const text = longGuide(400)
    render(text)
    const firstBefore = container.firstChild
    const lastBefore = container.lastChild
    const middle = text.indexOf('<h3>Раздел 200</h3>')
    const edited = `${text.slice(0, middle)}<h4>Вставка</h4>\n${text.slice(middle)}`
    render(edited)
    expect(container.firstChild).toBe(firstBefore)
    expect(container.lastChild).toBe(lastBefore)
    expect(container.querySelectorAll('h4')).toHaveLength(1)
    container.normalize()
    expect(container.innerHTML).toBe(wholeRender(edited))
    render('')
    expect(container.innerHTML).toBe('')
  }, 30_000)
})
