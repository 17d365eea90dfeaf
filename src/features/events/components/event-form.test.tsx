import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { emptyEventForm } from '@/features/events/schemas'
import { entryFormText } from '@/shared/i18n/ru'
import { renderInRouter } from '@/test/render-in-router'
import { EventForm } from './event-form'

describe('the event form (spec section 5 "Event")', () => {
  // The whole form is drawn and checked: seconds on a busy machine.
  it("an owner id that is not 24 characters: 'wrong user ID format (24 characters)', listed under 'There are errors in the following fields'", async () => {
    await renderInRouter(() => <EventForm id={null} defaultValues={emptyEventForm()} countries={[]} />)
    fireEvent.change(screen.getByRole('textbox', { name: entryFormText.fields.owner_id }), { target: { value: '65f0c0ffee' } })
    fireEvent.click(screen.getByRole('button', { name: entryFormText.submitCreate }))
    expect(await screen.findByText('wrong user ID format (24 characters)')).toBeInTheDocument()
    expect(screen.getByRole('alert', { name: 'There are errors in the following fields' })).toHaveTextContent(entryFormText.fields.owner_id)
  }, 15_000)
})
