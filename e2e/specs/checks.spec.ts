import { expect, expectAccessible, settled, test } from '../fixtures'

/** A dialog that fades in over 1.5 s: on its way its text is below axe's contrast minimum. */
const fadingDialog = `<!doctype html><html lang="ru"><head><title>Проверка</title><style>
  .dialog { opacity: 0.15; transition: opacity 1500ms linear; color: #000; background: #fff }
  .dialog.open { opacity: 1 }
</style></head><body><main><div role="dialog" aria-label="Внимание" class="dialog">
  <h1>Внимание</h1><button type="button">Ок</button></div></main>
<script>requestAnimationFrame(() => requestAnimationFrame(() => document.querySelector('.dialog').classList.add('open')))</script>
</body></html>`

test.describe('The checks the flows rely on', () => {
  test('the axe check waits for a fading dialog to settle before it measures contrast', async ({ page }) => {
    await page.setContent(fadingDialog)
    await expectAccessible(page)
    expect(await page.locator('.dialog').evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  })

  test('a settled page has no finite animation running; an endless spinner does not hold it up', async ({ page }) => {
    await page.setContent(`${fadingDialog}<style>@keyframes spin { to { transform: rotate(1turn) } }
      .spin { animation: spin 1s linear infinite; width: 10px; height: 10px }</style><div class="spin"></div>`)
    await settled(page)
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length,
    )
    expect(running).toBe(0)
  })
})
