import type { ComplaintKind } from '../../src/features/complaints/schemas'
import { complaintsText } from '../../src/shared/i18n/complaints'
import { ru } from '../../src/shared/i18n/ru'
import { expect, expectWellShown, test } from '../fixtures'
import { ComplaintsPage } from '../pages/complaints.page'
import { Shell } from '../pages/shell.page'

/** The answer given per tab: approvals confirm first; photo and review approvals reload the list. */
const ANSWERS: { kind: ComplaintKind; answer: 'approve' | 'decline' | 'seen' }[] = [
  { kind: 'review', answer: 'approve' },
  { kind: 'photo', answer: 'approve' },
  { kind: 'article', answer: 'approve' },
  { kind: 'itIsMyOrganization', answer: 'decline' },
  { kind: 'organization', answer: 'approve' },
  { kind: 'event', answer: 'seen' },
]

const KAZAKH_CITIES = /Алматы|Астана|Шымкент|Караганда/
const RUSSIAN_CITIES = /Москва|Санкт-Петербург|Казань|Новосибирск|Екатеринбург/

test.describe('Reports screen (spec sections 2 "Reports", 3 "Complaint", 4 "Complaint answers", 8 "Complaints")', () => {
  test('the moderator answers a complaint of each kind; the tab count, the total and the nav badge follow', async ({ page, loginAs }) => {
    await loginAs('moderator')
    const reports = new ComplaintsPage(page)
    const shell = new Shell(page)
    await reports.open()
    // Six tabs in the spec's order, the first one open.
    await expect(page.getByRole('tab')).toHaveCount(6)
    await expect(page.getByRole('tab').first()).toHaveAccessibleName(new RegExp(`^${complaintsText.tabs.review}`))
    await expect(reports.tab('review')).toHaveAttribute('aria-selected', 'true')
    await expect(reports.firstCard()).toBeVisible()
    // A review shows its rating, its organization (new tab), the complaining user and the date.
    await expect(reports.firstCard()).toContainText(/Оценка: [1-5] из 5/)
    await expect(reports.firstCard()).toContainText(/\d{2}\.\d{2}\.\d{4}/)
    await expect(reports.firstCard()).toContainText(/@/)
    const orgLink = reports.firstCard().getByRole('link', { name: new RegExp(complaintsText.openOrganization) })
    await expect(orgLink).toHaveAttribute('target', '_blank')
    await expect(orgLink).toHaveAttribute('href', /^\/organizations\/single-view\?id=[0-9a-f]{24}$/)
    await expectWellShown(page)

    let total = Number(await shell.complaintsBadge().innerText())
    await expect(reports.total()).toHaveText(complaintsText.total(total))

    for (const { kind, answer } of ANSWERS) {
      await reports.choose(kind)
      await expect(page).toHaveURL(new RegExp(`tab=${kind}`))
      const before = await reports.count(kind)
      expect(before, kind).toBeGreaterThan(0)
      await expect(reports.cards()).toHaveCount(before)
      const title = await reports.firstCardTitle()
      await reports.answerButton(answer).click()
      if (answer === 'approve') {
        const dialog = reports.confirmDialog()
        await expect(dialog).toContainText(complaintsText.confirmMessage[kind])
        await dialog.getByRole('button', { name: complaintsText.confirmApprove }).click()
        await expect(dialog).toHaveCount(0)
      }
      total -= 1
      await expect(reports.tabCount(kind)).toHaveText(String(before - 1))
      await expect(reports.cards()).toHaveCount(before - 1)
      await expect(shell.complaintsBadge()).toHaveText(String(total))
      await expect(reports.total()).toHaveText(complaintsText.total(total))
      if (before > 1) await expect(reports.firstCard().getByRole('heading')).not.toHaveText(title)
    }

    // The open tab lives in the URL; reload shows the same tab and the server agrees with the counts.
    await page.reload()
    await expect(reports.tab('event')).toHaveAttribute('aria-selected', 'true')
    await expect(shell.complaintsBadge()).toHaveText(String(total))
  })

  test('subjects per kind: organization and event with name, photos, owner e-mail and a new-tab link; article with its cover', async ({
    page,
    loginAs,
  }) => {
    await loginAs('moderator')
    const reports = new ComplaintsPage(page)
    await reports.open('event')
    const card = reports.firstCard()
    await expect(card).toContainText(`${complaintsText.owner}:`)
    const eventLink = card.getByRole('link', { name: new RegExp(complaintsText.openEvent) })
    await expect(eventLink).toHaveAttribute('target', '_blank')
    await expect(eventLink).toHaveAttribute('href', /^\/events\/single-view\?id=[0-9a-f]{24}$/)
    // The event's cover, large enough to judge, opens its full size in a new tab so the moderator decides without leaving the queue.
    const cover = card.getByRole('img', { name: /^Обложка: / })
    await expect(cover).toBeVisible()
    await expect(card.getByRole('link', { name: new RegExp(complaintsText.openFullSize) }).first()).toHaveAttribute('target', '_blank')

    await reports.choose('organization')
    await expect(reports.firstCard().getByRole('link', { name: new RegExp(complaintsText.openOrganization) })).toHaveAttribute(
      'target',
      '_blank',
    )
    await reports.choose('article')
    await expect(reports.firstCard().getByRole('img', { name: /Обложка статьи/ })).toBeVisible()
    await reports.choose('photo')
    const photo = reports.firstCard().getByRole('img', { name: complaintsText.complainedPhotoAlt })
    await expect(photo).toBeVisible()
    expect((await photo.boundingBox())?.width).toBeGreaterThanOrEqual(300)
    await expect(reports.firstCard().getByRole('link', { name: new RegExp(`^${complaintsText.complainedPhotoAlt}: `) })).toHaveAttribute(
      'href',
      /\/uploads\//,
    )
    // Reasons are shown in Russian.
    await expect(
      reports
        .cards()
        .filter({ hasText: new RegExp(`${complaintsText.reasons.wrong}|${complaintsText.reasons.offensive}`) })
        .first(),
    ).toBeVisible()
  })

  test("a user's photo opens in a new tab that cannot reach the console's window, and its file runs nothing on the console's origin", async ({
    page,
    loginAs,
  }) => {
    await loginAs('moderator')
    const reports = new ComplaintsPage(page)
    await reports.open('photo')
    const link = reports.firstCard().getByRole('link', { name: new RegExp(`^${complaintsText.complainedPhotoAlt}: `) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /(^| )noopener( |$)/)
    // The mock serves uploads on the console's own origin, as a deploy whose staticUrl is empty does.
    const file = await page.request.get((await link.getAttribute('href'))!)
    expect(file.ok()).toBe(true)
    expect(file.headers()['content-security-policy']).toBe('sandbox')
    expect(file.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('switching the country in the admin account changes the complaints and the counts shown', async ({ page, loginAs }) => {
    await loginAs('admin')
    const reports = new ComplaintsPage(page)
    const shell = new Shell(page)
    await reports.open('event')
    // Sorted by name: Казахстан comes first.
    await expect(shell.countrySelect()).toHaveValue(/.+/)
    await expect(reports.firstCard()).toContainText(KAZAKH_CITIES)
    await expect(reports.cards().filter({ hasText: RUSSIAN_CITIES })).toHaveCount(0)
    const kzCounts = await reports.allCounts()

    await shell.countrySelect().selectOption({ label: 'Россия' })
    await expect(reports.firstCard()).toContainText(RUSSIAN_CITIES)
    await expect(reports.cards().filter({ hasText: KAZAKH_CITIES })).toHaveCount(0)
    // The counts are the new country's: the tab counts differ, and the badge and total agree with them.
    await expect.poll(() => reports.allCounts()).not.toEqual(kzCounts)
    const ruCounts = await reports.allCounts()
    const ruTotal = ruCounts.reduce((sum, n) => sum + n, 0)
    await expect(shell.complaintsBadge()).toHaveText(String(ruTotal))
    await expect(reports.total()).toHaveText(complaintsText.total(ruTotal))
    await expectWellShown(page)
  })

  test('"Error fetching complaints" and "Error fetching complaints count" are shown with a working retry', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('moderator')
    const reports = new ComplaintsPage(page)
    await mock.fault({ path: '/api/admins/complaints', method: 'GET', status: 500, message: 'Complaints are down' })
    await mock.fault({ path: '/api/admins/complaints/count', method: 'GET', status: 500, message: 'Counts are down' })
    await reports.open()
    const listError = reports.alert(complaintsText.listFailed)
    const countsError = reports.alert(complaintsText.countsFailed)
    await expect(listError).toContainText('Complaints are down')
    await expect(countsError).toContainText('Counts are down')
    await expect(reports.cards()).toHaveCount(0)

    await mock.clearFaults()
    await listError.getByRole('button', { name: ru.common.retry }).click()
    await expect(reports.firstCard()).toBeVisible()
    await expect(listError).toHaveCount(0)
    await countsError.getByRole('button', { name: ru.common.retry }).click()
    await expect(countsError).toHaveCount(0)
    await expect(reports.tabCount('review')).toHaveText(/^\d+$/)
    await expect(new Shell(page).complaintsBadge()).toHaveText(/^\d+$/)
  })

  test('a complaint without an id is skipped and logged; the others are shown, and the page says how many were skipped', async ({
    page,
    loginAs,
    mock,
  }) => {
    await loginAs('moderator')
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const createdAt = '2026-10-01T10:00:00.000Z'
    await mock.fault({
      path: '/api/admins/complaints',
      method: 'GET',
      body: {
        status: 'ok',
        complaints: [
          { type: 'wrong', text: 'Жалоба без идентификатора', createdAt, subject: null },
          {
            _id: 'a'.repeat(24),
            type: 'offensive',
            text: 'Видимая жалоба',
            photos: [],
            createdAt,
            from_user: { _id: 'b'.repeat(24), display_name: 'Тестовый Пользователь', email: 'tester@example.com' },
            subject: { rating: 4, text: 'Отзыв', photos: [], organization: null, from_user: null },
          },
        ],
      },
    })
    const reports = new ComplaintsPage(page)
    await reports.open('review')
    await expect(reports.cards()).toHaveCount(1)
    await expect(reports.firstCard()).toContainText('Видимая жалоба')
    await expect(reports.firstCard()).toContainText('01.10.2026')
    await expect(page.getByText('Жалоба без идентификатора')).toHaveCount(0)
    await expect.poll(() => warnings.some((text) => text.includes('without an id'))).toBe(true)
    // The admin is told that one complaint could not be shown, rather than it being dropped without a word.
    await expect(page.getByRole('status').filter({ hasText: complaintsText.skipped(1) })).toBeVisible()
    await expectWellShown(page)
  })
})
