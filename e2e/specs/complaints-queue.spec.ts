import type { Page } from '@playwright/test'
import { complaintsText } from '../../src/shared/i18n/complaints'
import { expect, expectAccessible, expectWellShown, inDarkScheme, settled, test } from '../fixtures'
import { layoutProblemsAtWidths } from '../layout'
import { ComplaintQueue, ComplaintsPage } from '../pages/complaints.page'
import { Palette } from '../pages/palette.page'
import { Shell } from '../pages/shell.page'

/** The answers a page sends from now on, as 'answer id'. */
function answersSent(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'PUT' || new URL(request.url()).pathname !== '/api/admins/complaints') return
    const body = request.postDataJSON() as { answer: string; complain_id: string }
    sent.push(`${body.answer} ${body.complain_id}`)
  })
  return sent
}

/** The complaint lists a page fetches from now on. */
function listsFetched(page: Page) {
  const fetched: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() === 'GET' && url.pathname === '/api/admins/complaints') fetched.push(url.search)
  })
  return fetched
}

// The moderator's country (Кыргызстан) has 4 organization, 4 owner, 3 event and 3 article complaints in the seed.

test.describe('Moderation at speed: the complaints queue worked from the keyboard', () => {
  test('three complaints answered by keyboard alone (seen, decline, approve with its question), the focus on the next one each time', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('moderator')
    const reports = new ComplaintsPage(page)
    const queue = new ComplaintQueue(page)
    const shell = new Shell(page)
    const sent = answersSent(page)
    await reports.open()
    await expect(reports.firstCard()).toBeVisible()

    // 1–6 open the six tabs in their order; the opened tab's first complaint takes the focus.
    await page.keyboard.press('3')
    await expect(reports.tab('article')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('5')
    await expect(reports.tab('organization')).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/tab=organization/)
    const before = await reports.count('organization')
    const total = Number(await shell.complaintsBadge().innerText())
    // The tab's complaints are drawn (its list may still be arriving when the tab shows as chosen).
    await expect(queue.cards()).toHaveCount(before)
    const ids = await queue.ids()
    await expect(queue.card(ids[0]!)).toBeFocused()

    // J and ↓ go down, K and ↑ up; at the top it stays. Only the current complaint is a tab stop.
    await page.keyboard.press('j')
    await expect(queue.card(ids[1]!)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(queue.card(ids[2]!)).toBeFocused()
    await page.keyboard.press('k')
    await expect(queue.card(ids[1]!)).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(queue.card(ids[0]!)).toBeFocused()
    await expect(queue.cards().and(page.locator('[tabindex="0"]'))).toHaveCount(1)
    // The focused complaint is marked with the theme's focus ring and named for screen readers.
    await expect(queue.card(ids[0]!)).toHaveCSS('outline-style', 'solid')
    await expect(queue.card(ids[0]!)).toHaveAccessibleName(/^Жалоба от /)
    await expect(queue.card(ids[0]!)).toHaveAccessibleDescription(complaintsText.queueKeysHint)
    // Axe and the layout check on the focused state, in the light and the dark scheme (there all of axe, not only its colours).
    await expectWellShown(page)
    await inDarkScheme(page, async () => {
      await expectAccessible(page)
      expect(await layoutProblemsAtWidths(page, settled)).toEqual([])
    })
    await expect(queue.card(ids[0]!)).toBeFocused()

    // S: seen. The complaint leaves and the next one has the focus in the key's own frame.
    expect(await queue.press('s', 'KeyS')).toBe(ids[1])
    await expect(queue.card(ids[0]!)).toHaveCount(0)
    await expect(reports.tabCount('organization')).toHaveText(String(before - 1))
    await expect(shell.complaintsBadge()).toHaveText(String(total - 1))

    // D on the Russian layout (the key types 'в' there): decline.
    expect(await queue.press('в', 'KeyD')).toBe(ids[2])
    await expect(queue.card(ids[1]!)).toHaveCount(0)
    await expect(reports.tabCount('organization')).toHaveText(String(before - 2))

    // A asks once (approving deletes the organization); Escape cancels and sends nothing.
    await page.keyboard.press('a')
    const question = reports.confirmDialog()
    await expect(question).toContainText(complaintsText.confirmMessage.organization)
    await expect(question).toContainText(complaintsText.confirmKeysHint)
    await expectWellShown(page, '[role="dialog"]')
    await page.keyboard.press('Escape')
    await expect(question).toHaveCount(0)
    await expect(queue.card(ids[2]!)).toBeFocused()
    await expect.poll(() => sent).toEqual([`seen ${ids[0]}`, `decline ${ids[1]}`])

    // A on the Russian layout ('ф'), then Enter confirms: the organization is deleted, the focus on the next complaint.
    await queue.press('ф', 'KeyA')
    await expect(question).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(question).toHaveCount(0)
    await expect(queue.card(ids[2]!)).toHaveCount(0)
    await expect(queue.card(ids[3]!)).toBeFocused()
    await expect.poll(() => sent).toEqual([`seen ${ids[0]}`, `decline ${ids[1]}`, `approve ${ids[2]}`])
    await expect(reports.tabCount('organization')).toHaveText(String(before - 3))
    await expect(shell.complaintsBadge()).toHaveText(String(total - 3))

    // J on the Russian layout ('о') stays on the last one; Enter opens what it is about in a new tab.
    expect(await queue.press('о', 'KeyJ')).toBe(ids[3])
    // (The moderator may not open organizations: the new tab asks for the page, and the console then sends them home.)
    const subjectPage = /\/organizations\/single-view\?id=[0-9a-f]{24}$/
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('request', (request) => subjectPage.test(request.url())),
      page.keyboard.press('Enter'),
    ])
    await opened.close()
    expect(sent).toHaveLength(3)
  })

  test('typing in a field never answers; a complaint answered in another tab leaves this tab’s list without a reload', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('moderator')
    const reports = new ComplaintsPage(page)
    const queue = new ComplaintQueue(page)
    const sent = answersSent(page)
    await reports.open('event')
    const ids = await queue.ids()
    const before = ids.length
    await page.keyboard.press('j')
    await expect(queue.card(ids[0]!)).toBeFocused()

    // The palette's search field: S, D, A and the digits are text there.
    const palette = new Palette(page)
    await palette.open()
    await page.keyboard.type('sda 25 jk')
    await expect(palette.input()).toHaveValue('sda 25 jk')
    await page.keyboard.press('Escape')
    await expect(palette.dialog()).toHaveCount(0)
    await expect(reports.tab('event')).toHaveAttribute('aria-selected', 'true')
    await expect(queue.cards()).toHaveCount(before)
    expect(sent).toEqual([])
    await expect(queue.card(ids[0]!)).toBeFocused()

    // Another tab of the same moderator answers the first complaint from the keyboard.
    const fetched = listsFetched(page)
    const other = await context.newPage()
    const otherReports = new ComplaintsPage(other)
    const otherQueue = new ComplaintQueue(other)
    await otherReports.open('event')
    await other.keyboard.press('j')
    await expect(otherQueue.card(ids[0]!)).toBeFocused()
    const answered = other.waitForResponse((response) => response.request().method() === 'PUT' && response.ok())
    await other.keyboard.press('s')
    await answered

    // This tab drops it at once, with its count, without fetching the list again.
    await page.bringToFront()
    await expect(queue.card(ids[0]!)).toHaveCount(0, { timeout: 2_000 })
    await expect(reports.tabCount('event')).toHaveText(String(before - 1))
    await expect(queue.cards()).toHaveCount(before - 1)
    // The focus it had goes to the complaint now in its place.
    await expect(queue.card(ids[1]!)).toBeFocused()
    expect(fetched).toEqual([])
    expect(sent).toEqual([])
  })

  test('a refused answer comes back with the server’s text; one a colleague handled first says so and moves on', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('moderator')
    const reports = new ComplaintsPage(page)
    const queue = new ComplaintQueue(page)
    await reports.open('itIsMyOrganization')
    const ids = await queue.ids()
    const before = ids.length
    await page.keyboard.press('j')
    await expect(queue.card(ids[0]!)).toBeFocused()

    await mock.fault({ path: '/api/admins/complaints', method: 'PUT', status: 500, message: 'Answers are down', delay: 300, times: 1 })
    // At once: out of the queue, the next one focused, the count down…
    expect(await queue.press('s', 'KeyS')).toBe(ids[1])
    await expect(queue.card(ids[0]!)).toHaveCount(0)
    // …and back where it was, with the failure said, once the server refuses.
    const failure = page.getByRole('alert').filter({ hasText: complaintsText.answerFailed })
    await expect(failure).toContainText('Answers are down')
    await expect(queue.cards().first()).toHaveAttribute('data-complaint-id', ids[0]!)
    await expect(reports.tabCount('itIsMyOrganization')).toHaveText(String(before))
    await expect(queue.card(ids[1]!)).toBeFocused()

    // A colleague answered the first one meanwhile: the server says it is gone (409).
    await mock.fault({ path: '/api/admins/complaints', method: 'PUT', status: 409, message: 'The complaint is already answered', times: 1 })
    await page.keyboard.press('k')
    await expect(queue.card(ids[0]!)).toBeFocused()
    expect(await queue.press('d', 'KeyD')).toBe(ids[1])
    await expect(page.getByText(complaintsText.alreadyHandled)).toBeVisible()
    await expect(queue.card(ids[0]!)).toHaveCount(0)
    await expect(queue.card(ids[1]!)).toBeFocused()
  })

  test('complaints that came in since are announced in a line, not pushed into the list (refetched every 30 s while visible)', async ({
    page,
    loginAs,
    mock,
  }) => {
    const { token, user_data } = await mock.login('moderator')
    const countryId = (user_data.view_complains_country_ids as string[])[0]!
    const response = await page.request.get(`/api/admins/complaints?country_id=${countryId}&type=article`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const { complaints } = (await response.json()) as { complaints: { _id: string }[] }
    // The page opens on the list as it was before the newest complaint came in.
    const [newest, ...older] = complaints
    await mock.fault({ path: '/api/admins/complaints', method: 'GET', body: { status: 'ok', complaints: older }, times: 1 })
    await page.clock.install()
    await loginAs('moderator')
    const reports = new ComplaintsPage(page)
    const queue = new ComplaintQueue(page)
    await reports.open('article')
    await expect(queue.cards()).toHaveCount(older.length)
    await page.keyboard.press('j')
    await expect(queue.card(older[0]!._id)).toBeFocused()

    // 30 s later the list is fetched again: the new complaint waits behind a line; the focused one stays put.
    await page.clock.fastForward('00:31')
    await expect(queue.freshLine()).toContainText(complaintsText.freshComplaints(1))
    await expect(queue.cards()).toHaveCount(older.length)
    await expect(queue.card(older[0]!._id)).toBeFocused()
    await expectAccessible(page)

    await queue.freshLine().getByRole('button', { name: complaintsText.showFresh }).click()
    await expect(queue.cards()).toHaveCount(complaints.length)
    await expect(queue.cards().first()).toHaveAttribute('data-complaint-id', newest!._id)
    await expect(queue.freshLine()).toHaveCount(0)
  })
})
