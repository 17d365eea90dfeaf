import { expect, expectAccessible, expectWellShown, settled, test } from '../fixtures'
import { expectLaidOut, layoutProblems } from '../layout'
import { unstyledMantineParts } from '../mantine'
import { obscuredFocusProblems, targetSizeProblems } from '../wcag'

/** A dialog that fades in over 1.5 s: on its way its text is below axe's contrast minimum. */
const fadingDialog = `<!doctype html><html lang="ru"><head><title>Проверка</title><style>
  .dialog { opacity: 0.15; transition: opacity 1500ms linear; color: #000; background: #fff }
  .dialog.open { opacity: 1 }
</style></head><body><main><div role="dialog" aria-label="Внимание" class="dialog">
  <h1>Внимание</h1><button type="button">Ок</button></div></main>
<script>requestAnimationFrame(() => requestAnimationFrame(() => document.querySelector('.dialog').classList.add('open')))</script>
</body></html>`

/** A page that follows the system's colour scheme as the console does (the scheme on <html>), with `dark` as its dark rules. */
const followingScheme = (dark: string) => `<!doctype html><html lang="ru"><head><title>Проверка</title><style>
  body { margin: 0; color: #212529; background: #fff; font: 16px sans-serif }
  [data-mantine-color-scheme='dark'] body { background: #242424; color: #c9c9c9 }
  ${dark}
</style></head><body><main><h1>Организации</h1><p class="note">Найдено: 12</p></main>
<script>
  const system = matchMedia('(prefers-color-scheme: dark)')
  const apply = () => document.documentElement.setAttribute('data-mantine-color-scheme', system.matches ? 'dark' : 'light')
  apply()
  system.addEventListener('change', apply)
</script></body></html>`

test.describe('The checks the flows rely on', () => {
  test('each screen is checked in the dark scheme too: a note readable only on white fails there', async ({ page }) => {
    await page.setContent(followingScheme(`[data-mantine-color-scheme='dark'] .note { color: #3a3a3a }`))
    await expect(expectWellShown(page)).rejects.toThrow(/axe in the dark scheme/)
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
  })

  test('a page readable in both schemes passes, and is left in the light one', async ({ page }) => {
    await page.setContent(followingScheme(''))
    await expectWellShown(page)
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
  })

  test('the axe check waits for a fading dialog to settle before it measures contrast', async ({ page }) => {
    await page.setContent(fadingDialog)
    await expectAccessible(page)
    expect(await page.locator('.dialog').evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  })

  test('a check of a dialog waits for the dialog to open: a lazily loaded modal is not there yet when its button returns', async ({
    page,
  }) => {
    await page.setContent(`<!doctype html><html lang="ru"><head><title>Проверка</title></head><body><main>
      <button type="button">Удалить</button></main>
      <script>setTimeout(() => document.body.insertAdjacentHTML('beforeend',
        '<div role="dialog" aria-label="Удалить?"><p>Удалить статью?</p><button type="button">Отмена</button></div>'), 400)</script>
      </body></html>`)
    await expectAccessible(page, '[role="dialog"]')
    await expect(page.getByRole('dialog', { name: 'Удалить?' })).toBeVisible()
  })

  test('a settled page has no finite animation running; an endless spinner does not hold it up', async ({ page }) => {
    await page.setContent(`${fadingDialog}<style>@keyframes spin { to { transform: rotate(1turn) } }
      .spin { animation: spin 1s linear infinite; width: 10px; height: 10px }</style><div class="spin"></div>`)
    await settled(page)
    const running = await page.evaluate(
      () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length,
    )
    expect(running).toBe(0)
  })

  test('a transition in a part the browser skips rendering (an off-screen `content-visibility: auto` card) does not hold it up', async ({
    page,
  }) => {
    await page.setContent(offScreenTransition)
    // Its style is read (as axe and the layout check do), then the colour changes: the transition starts and stays put.
    await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>('.box')!
      box.dataset.before = getComputedStyle(box).backgroundColor
      box.classList.add('dark')
    })
    await settled(page)
  })
})

/** A far card of a long list: skipped by the browser until it comes near the viewport, with a colour that transitions. */
const offScreenTransition = `<!doctype html><html lang="ru"><head><title>Проверка</title><style>
  .far { margin-top: 5000px; content-visibility: auto; contain-intrinsic-size: auto 100px }
  .box { width: 20px; height: 20px; background: #fff; transition: background-color 100ms }
  .box.dark { background: #000 }</style></head>
  <body><main><h1>Организации</h1><div class="far"><div class="box"></div></div></main></body></html>`

const squeezedColumn = `<!doctype html><html lang="ru"><head><title>Статьи</title><style>
  body { margin: 0; font: 16px sans-serif } .grid { display: grid; grid-template-columns: 24px 1fr }
  .grid > div { overflow-wrap: anywhere }</style></head>
  <body><main><div class="grid"><div>Полезное</div><div>Статьи блока</div></div></main></body></html>`

const cutOffButton = `<!doctype html><html lang="ru"><head><title>Статьи</title><style>
  body { margin: 0; font: 16px sans-serif } .card { width: 170px; overflow: hidden; display: flex; gap: 8px }
  button { flex: none }</style></head>
  <body><main><div class="card"><button type="button">Переименовать</button><button type="button">Удалить</button></div></main></body></html>`

const wellMade = `<!doctype html><html lang="ru"><head><title>Статьи</title><style>
  body { margin: 0; font: 16px sans-serif } .grid { display: grid; grid-template-columns: minmax(200px, 280px) 1fr }
  .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; width: 80px }</style></head>
  <body><main><div class="grid"><div>Документы и визы</div><div><button type="button">Переименовать</button>
  <span class="name" title="очень.длинный.адрес@staff.example.com">очень.длинный.адрес@staff.example.com</span></div></div></main></body></html>`

/**
 * A screen with the mock panel's button as `npm start` mounts it (mocks/panel/mount.tsx: a root of its own beside the
 * console's), at the bottom right, over what `under` draws there.
 */
const mockButtonOver = (under: string) => `<!doctype html><html lang="ru"><head><title>Организация</title><style>
  body { margin: 0; font: 16px sans-serif } main { min-height: 100vh; background: #f8f9fa }
  .launcher { position: fixed; right: 16px; bottom: 16px; z-index: 150 } .launcher button { width: 80px; height: 36px }
  .end { position: fixed; right: 24px; bottom: 20px }</style></head>
  <body><div id="root"><main><h1>Организация</h1>${under}</main></div>
  <div id="mock-panel"><div class="launcher"><button type="button">Mock</button></div></div></body></html>`

test.describe('The layout check', () => {
  test("catches what the console draws under the mock panel's button, not the page's frame or a dialog's overlay above it", async ({
    page,
  }) => {
    await page.setContent(mockButtonOver('<div class="end"><button type="button">Сохранить</button></div>'))
    expect(await layoutProblems(page)).toContainEqual(expect.stringContaining("the mock panel's button covers button «Сохранить»"))
    await page.setContent(mockButtonOver('<div style="position: fixed; inset: 0; z-index: 200; background: rgb(0 0 0 / 50%)"></div>'))
    expect(await layoutProblems(page)).toEqual([])
  })

  test('catches a column squeezed so that its words break', async ({ page }) => {
    await page.setContent(squeezedColumn)
    expect(await layoutProblems(page)).toContainEqual(expect.stringContaining('word broken over'))
    await expect(expectLaidOut(page, settled)).rejects.toThrow(/Полезное/)
  })

  test("lets a word break where typography does: after a hyphen, and before an e-mail's @", async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="ru"><head><title>x</title></head><body style="margin:0;font:16px sans-serif"><main>
      <p style="width:0">Санкт-Петербург</p><p style="width:150px">dinara.kuznetsov3<wbr>@staff.example.com</p></main></body></html>`)
    expect(await layoutProblems(page)).toEqual([])
  })

  test('catches a button cut off by the card that holds it', async ({ page }) => {
    await page.setContent(cutOffButton)
    expect(await layoutProblems(page)).toContainEqual(expect.stringContaining('control cut off by div.card: button «Удалить»'))
  })

  test('catches main scrolling sideways', async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="ru"><head><title>x</title></head><body style="margin:0">
      <main style="width: 600px"><div style="width: 900px">Широкая таблица</div></main></body></html>`)
    expect(await layoutProblems(page)).toContainEqual(expect.stringContaining('main overflows sideways'))
  })

  test('leaves out a toast sliding out of main as it closes, and catches the same toast resting there', async ({ page }) => {
    const toast = (style: string) => `<!doctype html><html lang="ru"><head><title>x</title></head><body style="margin:0">
      <main style="width: 600px"><div id="toast" style="position: fixed; top: 0; left: 400px; width: 180px; ${style}">Организация забанена</div></main></body></html>`
    // Past main's edge from the start of its way out, and moving on.
    await page.setContent(toast('transform: translateX(400px); transition: transform 60s linear'))
    await page.evaluate(() => {
      const sliding = document.getElementById('toast')!
      sliding.getBoundingClientRect()
      sliding.style.transform = 'translateX(800px)'
    })
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(1)
    expect(await layoutProblems(page)).toEqual([])
    await page.setContent(toast('transform: translateX(400px)'))
    expect(await layoutProblems(page)).toContainEqual(expect.stringContaining('main overflows sideways at div «Организация забанена»'))
  })

  test('passes a page whose columns have room and whose truncated text keeps its full title', async ({ page }) => {
    await page.setContent(wellMade)
    await expectLaidOut(page, settled)
    expect(page.viewportSize()?.width).toBe(1440)
  })
})

/** Mantine parts as the console renders them: a module class (`m_…`) before each part's static class. */
const mantineParts = (rules: string) => `<!doctype html><html lang="ru"><head><title>Проверка</title><style>${rules}</style></head>
  <body><main><div class="m_4081bf90 mantine-Group-root"><p class="m_b6d8b162 mantine-Text-root">Текст</p></div>
  <div class="m_9df02822 mantine-Modal-root"><section class="m_fd1ab0aa mantine-Modal-content m_e615b15f mantine-Paper-root">Окно</section></div>
  </main></body></html>`

test.describe('The Mantine styles check', () => {
  test('names each Mantine part on the page that no style rule selects, by its component and part', async ({ page }) => {
    await page.setContent(mantineParts('.m_4081bf90 { display: flex } .m_b6d8b162 { margin: 0 }'))
    expect(await unstyledMantineParts(page)).toEqual([
      'Modal root has no style rules (m_9df02822)',
      'Modal content has no style rules (m_fd1ab0aa)',
      'Paper root has no style rules (m_e615b15f)',
    ])
    await expect(expectWellShown(page)).rejects.toThrow(/Modal root has no style rules \(m_9df02822\)/)
  })

  test('finds rules inside @layer, @media, @supports and @container, and in compound selectors', async ({ page }) => {
    await page.setContent(
      mantineParts(`@layer mantine { .m_4081bf90 { display: flex } }
        @media (min-width: 1px) { @supports (display: grid) { .m_b6d8b162 { margin: 0 } } }
        @container (min-width: 1px) { .m_9df02822 { color: inherit } }
        [data-mantine-color-scheme] .m_fd1ab0aa:where(.m_e615b15f) { padding: 0 }`),
    )
    expect(await unstyledMantineParts(page)).toEqual([])
  })
})

/** A page whose sticky header covers what Shift+Tab brings back to the top of the window, unless `scroll-padding-top` keeps it clear. */
const stickyHeader = (padding: string) => `<!doctype html><html lang="ru"><head><title>Список</title><style>
  html { scroll-padding-top: ${padding} } body { margin: 0; font: 16px sans-serif }
  header { position: sticky; top: 0; height: 120px; background: #fff; z-index: 1 }
  button { display: block; height: 40px; margin: 0 0 200px }</style></head>
  <body><header aria-label="Шапка">Шапка</header><main>${Array.from({ length: 12 }, (_, n) => `<button type="button">Кнопка ${n + 1}</button>`).join('')}</main></body></html>`

test.describe('The WCAG 2.2 checks', () => {
  test('the focus check names a button that Shift+Tab scrolls in under a sticky header, and passes when the header keeps it clear', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 640, height: 450 })
    await page.setContent(stickyHeader('0'))
    const problems = await obscuredFocusProblems(page, 12)
    expect(problems).toContainEqual(expect.stringMatching(/^Shift\+Tab: button «Кнопка \d+» is hidden under header «Шапка»$/))
    expect(problems.filter((problem) => problem.startsWith('Tab:'))).toEqual([])
    await page.setContent(stickyHeader('120px'))
    expect(await obscuredFocusProblems(page, 12)).toEqual([])
  })

  test('the target check names a 16 px button crowded by its neighbour, not one spaced as WCAG 2.5.8 allows', async ({ page }) => {
    const buttons = (gap: number) => `<!doctype html><html lang="ru"><head><title>x</title><style>
      button { width: 16px; height: 16px; padding: 0; margin-right: ${gap}px }</style></head>
      <body><main><button type="button" aria-label="Вверх"></button><button type="button" aria-label="Вниз"></button></main></body></html>`
    await page.setContent(buttons(2))
    expect(await targetSizeProblems(page)).toContainEqual(expect.stringContaining('button «Вверх» is 16×16 px and crowds button «Вниз»'))
    await page.setContent(buttons(12))
    expect(await targetSizeProblems(page)).toEqual([])
  })

  test('the target check leaves out a target covered where it is (under an open menu), and counts only a dialog’s own with `within`', async ({
    page,
  }) => {
    const crowded = `<button type="button" aria-label="Вверх" style="width:16px;height:16px;padding:0"></button><button type="button" aria-label="Вниз" style="width:16px;height:16px;padding:0"></button>`
    const covering = (cover: string) => `<!doctype html><html lang="ru"><head><title>x</title></head><body><main>${crowded}
      <div role="dialog" aria-label="Окно" style="position:fixed;inset:0;${cover}"><button type="button">Закрыть окно</button></div></main></body></html>`
    await page.setContent(covering('pointer-events:none'))
    expect(await targetSizeProblems(page)).toContainEqual(expect.stringContaining('button «Вверх» is 16×16 px and crowds button «Вниз»'))
    await page.setContent(covering('background:#fff'))
    expect(await targetSizeProblems(page)).toEqual([])
    await page.setContent(covering('pointer-events:none'))
    expect(await targetSizeProblems(page, '[role="dialog"]')).toEqual([])
  })
})
