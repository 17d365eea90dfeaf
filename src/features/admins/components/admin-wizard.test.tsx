import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { adminsText } from '@/shared/i18n/admins'
import { renderInRouter } from '@/test/render-in-router'
import AdminWizard from './admin-wizard'

const t = adminsText.wizard

describe('the administrator form (spec section 5 "Administrator form")', () => {
  it("refuses a short name, an e-mail that is not one, a short password and no right, each in the spec's words", async () => {
    await renderInRouter(() => <AdminWizard opened target={{ admin: null }} onClose={vi.fn()} onKeep={vi.fn()} />)
    const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } })
    type(await screen.findByRole('textbox', { name: t.displayName }), 'А')
    type(screen.getByRole('textbox', { name: t.email }), 'anna.example.com')
    type(screen.getByLabelText(new RegExp(`^${t.password}`), { selector: 'input' }), '12345')
    fireEvent.click(screen.getByRole('button', { name: t.next }))
    expect(await screen.findByText('Минимум 2 символа')).toBeInTheDocument()
    expect(screen.getByText('Неправильный формат email')).toBeInTheDocument()
    expect(screen.getByText('Минимум 6 символов')).toBeInTheDocument()
    expect(screen.getByText('Выберите хотя бы одну из этих прав')).toBeInTheDocument()
  })
})
