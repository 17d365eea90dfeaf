import { MantineProvider } from '@mantine/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/shared/api/client'
import { authText } from '@/shared/i18n/shell'
import { LoginFormBody, type LoginFormProps } from './login-form'

function renderForm(onValid: LoginFormProps['onValid'] = vi.fn()) {
  render(
    <MantineProvider env="test">
      <LoginFormBody onValid={onValid} pending={false} actions={(submit) => submit} />
    </MantineProvider>,
  )
  return { email: screen.getByPlaceholderText(authText.emailPlaceholder), password: screen.getByLabelText(authText.passwordLabel) }
}

describe('the login form (spec section 2 "Login")', () => {
  it("has an e-mail field with placeholder 'E mail' and a submit button labelled 'Войти'", () => {
    const { email } = renderForm()
    expect(email).toHaveAttribute('type', 'email')
    expect(screen.getByRole('button', { name: 'Войти' })).toHaveAttribute('type', 'submit')
  })

  it('an e-mail not of the form x@y.z is refused under its field, which takes the focus; nothing is sent', async () => {
    const user = userEvent.setup()
    const onValid = vi.fn()
    const { email, password } = renderForm(onValid)
    await user.type(email, 'admin@example')
    await user.type(password, 'secret')
    await user.click(screen.getByRole('button', { name: authText.submit }))
    await waitFor(() => expect(email).toHaveAccessibleDescription(authText.emailInvalid))
    expect(email).toHaveFocus()
    expect(onValid).not.toHaveBeenCalled()
  })

  it('sends the e-mail trimmed; "Wrong password" goes under the password, another refusal above the button', async () => {
    const user = userEvent.setup()
    let refusal = new ApiError('http', 'Wrong password', { status: 400, serverMessage: 'Wrong password' })
    const onValid = vi.fn<LoginFormProps['onValid']>((_form, fail) => fail(refusal))
    const { email, password } = renderForm(onValid)
    await user.type(email, ' admin@example.com ')
    await user.type(password, 'nope')
    await user.click(screen.getByRole('button', { name: authText.submit }))
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'admin@example.com', password: 'nope' })
    await waitFor(() => expect(password).toHaveAccessibleDescription('Wrong password'))
    expect(password).toHaveFocus()

    refusal = new ApiError('http', 'Database is down', { status: 500, serverMessage: 'Database is down' })
    await user.click(screen.getByRole('button', { name: authText.submit }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down')
    await user.type(password, '!')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
