import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ru } from '@/shared/i18n/ru'
import { StartFailure } from './start-failure'

describe('a release build that cannot start says why, never a blank page', () => {
  it.each(Object.entries(ru.startFailure.problems))('%s: the reason in Russian and a way to try again', (problem, text) => {
    render(<StartFailure problem={problem as keyof typeof ru.startFailure.problems} />)
    expect(screen.getByText(ru.startFailure.title)).toBeVisible()
    expect(screen.getByText(text)).toBeVisible()
    expect(screen.getByRole('button', { name: ru.common.retry })).toBeVisible()
  })
})
