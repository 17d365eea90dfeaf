import { DEFAULT_PASSWORD_SALT, obfuscatePassword } from '../../src/shared/auth/cipher'
import { ru } from '../../src/shared/i18n/ru'
import { authText, shellText } from '../../src/shared/i18n/shell'
import { SEEDED_ACCOUNTS } from '../accounts'
import { expect, expectWellShown, test } from '../fixtures'
import { LoginPage } from '../pages/login.page'
import { Shell } from '../pages/shell.page'

test.describe('Login (spec section 2 "Login", section 8 "Login")', () => {
  test('the form, and each refusal shown where it belongs while the user stays on /login', async ({ page, mock }) => {
    const login = new LoginPage(page)
    await login.open()

    await test.step('shows the product title, the E mail placeholder, a password field and Войти', async () => {
      await expect(page.getByRole('heading', { name: shellText.productTitle })).toBeVisible()
      await expect(login.email()).toBeVisible()
      await expect(login.password()).toHaveAttribute('type', 'password')
      await expect(login.submit()).toBeVisible()
      // Theme primary colour #3545DE (spec section 1).
      await expect(login.submit()).toHaveCSS('background-color', 'rgb(53, 69, 222)')
      await expectWellShown(page)
    })

    await test.step('an e-mail that is not of the form x@y.z is refused before any call', async () => {
      const calls: string[] = []
      const count = (request: { url: () => string }) => {
        if (request.url().endsWith('/api/admins/login')) calls.push(request.url())
      }
      page.on('request', count)
      await login.signIn('admin@example', 'admin1234')
      await expect(login.email()).toHaveAccessibleDescription(authText.emailInvalid)
      page.off('request', count)
      expect(calls).toEqual([])
    })

    await test.step('an unregistered e-mail shows "There is no such admin" under the e-mail field', async () => {
      await login.signIn('nobody@example.com', 'whatever1')
      await expect(login.email()).toHaveAccessibleDescription('There is no such admin')
      await expect(page).toHaveURL(/\/login/)
    })

    await test.step('a wrong password shows "Wrong password" under the password field and keeps what was typed', async () => {
      await login.signIn('admin@example.com', 'not-the-password')
      await expect(login.password()).toHaveAccessibleDescription('Wrong password')
      await expect(login.email()).toHaveValue('admin@example.com')
    })

    await test.step('an app user (a token of type user) is denied and stays on /login without a session', async () => {
      await login.signInAs('user')
      await expect(login.formError()).toHaveText(authText.denied)
      await expect(page).toHaveURL(/\/login$/)
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('console.')))).toEqual([])
    })

    await test.step('a server failure on login shows the server message; an error without a message shows "Unknown server error"', async () => {
      await mock.fault({ path: '/api/admins/login', status: 500, message: 'Database is down', times: 1 })
      await login.signInAs('admin')
      await expect(login.formError()).toHaveText('Database is down')
      await expectWellShown(page)
      await mock.fault({ path: '/api/admins/login', body: { status: 'error' }, times: 1 })
      await login.submit().click()
      await expect(login.formError()).toHaveText(ru.errors.unknownServer)
      await expect(page).toHaveURL(/\/login$/)
    })
  })

  test('a network failure on login shows "No response from the server"; a retry then signs the admin in with the password obfuscated and lands on the first permitted screen', async ({
    page,
    mock,
  }) => {
    const login = new LoginPage(page)
    await login.open()
    // Every attempt fails until the faults are cleared.
    await mock.fault({ path: '/api/admins/login', network: true })
    await login.signInAs('admin')
    await expect(login.formError()).toHaveText(ru.errors.noResponse)
    await mock.clearFaults()
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/admins/login'))
    await login.submit().click()
    // The password travels XOR-obfuscated with the salt, never in clear (api-contract "Authentication").
    expect((await sent).postDataJSON()).toEqual({
      email: SEEDED_ACCOUNTS.admin.email,
      password: obfuscatePassword(SEEDED_ACCOUNTS.admin.password, DEFAULT_PASSWORD_SALT),
    })
    await expect(page).toHaveURL(/\/cities(\?.*)?$/)
    await expect(new Shell(page).heading()).toHaveText(ru.pages.cities)
  })

  test('while the login call runs the button is busy, and a second click sends nothing more', async ({ page, mock }) => {
    const login = new LoginPage(page)
    await login.open()
    await mock.fault({ path: '/api/admins/login', delay: 1500 })
    let calls = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admins/login')) calls += 1
    })
    await login.signInAs('moderator')
    await expect(login.submit()).toBeDisabled()
    await login.submit().click({ force: true })
    await expect(page).toHaveURL(/\/reports/)
    expect(calls).toBe(1)
  })
})
