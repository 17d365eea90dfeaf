import { markupText } from '../../src/shared/i18n/markup'
import { ru } from '../../src/shared/i18n/ru'
import { expect, expectWellShown, test } from '../fixtures'
import { useMapsStandIn } from '../maps-stand-in'
import { ArticlesPage } from '../pages/articles.page'
import { LoginPage } from '../pages/login.page'

/** The bypass of the issue: an entity-encoded, tab-split `javascript:` scheme that no plain text search finds. */
const ENCODED_LINK = '<a href="jav&#9ascript:&#97lert&#40document.domain&#41">Подробнее</a>'

/** The values of one directive of a policy. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? []

test.describe('Defence in depth (docs/security.md)', () => {
  test('the production build carries its policy as a meta and as headers; an HTML string written into the page is refused by Trusted Types', async ({
    page,
    policyViolations,
  }) => {
    const answer = await page.goto('/login')
    const header = answer!.headers()['content-security-policy']!
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "require-trusted-types-for 'script'",
    ]) {
      expect(header).toContain(directive)
    }
    expect(header).toContain("frame-ancestors 'none'")
    expect(header).not.toContain("'unsafe-inline'")
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
    expect(meta).toContain("require-trusted-types-for 'script'")
    expect(meta, 'a meta cannot carry frame-ancestors').not.toContain('frame-ancestors')
    await expect(new LoginPage(page).submit()).toBeVisible()

    const refused = await page.evaluate(() => {
      const element = document.createElement('div')
      try {
        element.innerHTML = '<b>x</b>'
        return null
      } catch (error) {
        return error instanceof TypeError ? 'TypeError' : String(error)
      }
    })
    // Refused, not merely reported: and reported once by each copy of the policy (the meta and the header).
    expect(refused).toBe('TypeError')
    await expect.poll(() => policyViolations.left.length).toBe(2)
    expect(policyViolations.take()).toEqual(
      Array(2).fill(expect.stringMatching(/^require-trusted-types-for: trusted-types-sink .*\(Element innerHTML\|<b>x<\/b>\)$/)),
    )
  })

  test('an encoded javascript: link typed into an article is refused naming what the sanitizer removes, and never stored', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('admin')
    const screen = new ArticlesPage(page)
    await screen.editArticle('Полезное', 'Как оформить регистрацию')

    // No forbidden word or symbol in it: the text search lets it through, the sanitizer does not.
    await screen.typeBody(`<b>Ссылка</b> ${ENCODED_LINK}`)
    await expect(screen.preview().locator('a')).toHaveText('Подробнее')
    await expect(screen.preview().locator('a')).not.toHaveAttribute('href')
    await screen.button(ru.common.save).click()
    const refused = screen.markup.blockedDialog()
    await expect(refused).toContainText(markupText.removedAlert(['href="jav\tascript:alert(document.domain)"']).slice(0, 40))
    await expect(refused).toContainText('ascript:alert(document.domain)')
    await expectWellShown(page, '[role="dialog"]')
    await refused.getByRole('button', { name: ru.common.ok }).click()
    await expect(refused).toBeHidden()
    expect((await mock.calls()).filter((call) => call.method === 'PUT' && call.path.startsWith('/api/admins/articles/'))).toEqual([])

    // The link written plainly is saved, and what is stored holds no javascript: link.
    await screen.typeBody('<b>Ссылка</b> <a href="https://example.org/help">Подробнее</a>')
    await screen.button(ru.common.save).click()
    await expect(screen.editor()).toBeHidden()
    const saves = (await mock.calls()).filter((call) => call.method === 'PUT' && call.path.startsWith('/api/admins/articles/'))
    expect(saves).toHaveLength(1)
    expect(JSON.stringify(saves[0]!.request)).not.toMatch(/script:/i)
  })

  for (const [element, typed] of [
    ['<base>', '<base href="https://evil.example.org/">'],
    ['<meta>', '<meta http-equiv="refresh" content="0, URL=https://evil.example.org/">'],
    ['<link>', '<link rel="stylesheet" href="https://evil.example.org/x.css">'],
  ] as const) {
    test(`a ${element} at the start of an article, which a reader's page would move into its head, is refused and never stored`, async ({
      page,
      loginAs,
      mock,
      policyViolations,
    }) => {
      await loginAs('admin')
      const screen = new ArticlesPage(page)
      await screen.editArticle('Полезное', 'Как оформить регистрацию')

      await screen.typeBody(`${typed}<b>Текст</b>`)
      await expect(screen.preview().locator('b')).toHaveText('Текст')
      await screen.button(ru.common.save).click()
      const refused = screen.markup.blockedDialog()
      await expect(refused).toContainText(markupText.removedAlert([element]))
      await refused.getByRole('button', { name: ru.common.ok }).click()
      await expect(refused).toBeHidden()
      expect((await mock.calls()).filter((call) => call.method === 'PUT' && call.path.startsWith('/api/admins/articles/'))).toEqual([])
      // The sanitizer's inert parse of a typed <base> meets the policy's base-uri 'none' (reported once by the meta, once by the header): nothing else.
      if (element === '<base>')
        expect(new Set(policyViolations.take().map((line) => line.split(' at ')[0]))).toEqual(
          new Set(['base-uri: https://evil.example.org/']),
        )
    })
  }

  test("with a Maps key, the map's script comes in by the page's nonce and 'strict-dynamic', never by Google's hosts alone", async ({
    page,
    loginAs,
  }) => {
    await useMapsStandIn(page)
    await loginAs('admin')
    const answer = await page.goto('/organizations/create')
    await expect(page.getByTestId('stand-in-map')).toBeVisible()
    const nonce = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')!.nonce)
    const loaderNonce = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[src^="https://maps.googleapis.com/"]')?.nonce ?? 'no loader script',
    )
    expect(loaderNonce).toBe(nonce)
    const header = answer!.headers()['content-security-policy']!
    const meta = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'))!
    for (const policy of [header, meta]) {
      expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining([`'nonce-${nonce}'`, "'strict-dynamic'"]))
      expect(directive(policy, 'frame-src')).toEqual(['https://*.google.com'])
    }
  })

  test('one dist/ served with two config.json files: each deploy calls its own API origin, and its policy names it', async ({
    page,
    request,
    baseURL,
  }) => {
    const here = new URL(baseURL!)
    // The same server under another name is another origin: the API of "the second deploy".
    const otherApi = `http://127.0.0.1:${here.port}`
    const login = new LoginPage(page)

    for (const apiOrigin of [otherApi, here.origin]) {
      expect((await request.put('/__mock/config', { data: { apiUrl: apiOrigin } })).ok()).toBe(true)
      const answer = await page.goto('/login')
      expect(directive(answer!.headers()['content-security-policy']!, 'connect-src')).toContain(apiOrigin)
      const [call] = await Promise.all([page.waitForRequest((sent) => sent.url().endsWith('/api/admins/login')), login.signInAs('admin')])
      expect(new URL(call.url()).origin).toBe(apiOrigin)
      await expect(page).toHaveURL(/\/cities/)
      await page.evaluate(() => localStorage.clear())
    }
  })
})
