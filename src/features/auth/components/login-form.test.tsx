import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { LoginFormBody } from './login-form'

describe('the login form (spec section 2 "Login")', () => {
  it("has an e-mail field with placeholder 'E mail' and a submit button labelled 'Войти'", () => {
    render(
      <MantineProvider env="test">
        <LoginFormBody onValid={vi.fn()} pending={false} actions={(submit) => submit} />
      </MantineProvider>,
    )
    expect(screen.getByPlaceholderText('E mail')).toHaveAttribute('type', 'email')
    expect(screen.getByRole('button', { name: 'Войти' })).toHaveAttribute('type', 'submit')
  })
})
