import type { Page } from '@playwright/test'

/**
 * A toast as a person sees it: a done thing is a status, a failure an alert. Its words are also said to a screen
 * reader through the page's unseen live region (src/shared/a11y/announcer.tsx), which a search by text alone finds too.
 */
export const toast = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text })
