import * as z from 'zod/mini'
import { openTabChannel, type TabChannel } from '@/shared/cache/tab-channel'
import { holdDraftTab } from './draft-tab'
import { drafts } from './drafts'

/*
 * No draft outlives its admin's logout in this browser: the tab that logs out removes the admin's drafts and tells the
 * other tabs, which remove them once more after their own writes under way (a tab that still shows the admin's form
 * writes no more of it once the session is gone: use-form-draft.tsx). Nor does a draft outlive its week: the expired
 * ones of anyone go as the console starts.
 */

export const DRAFTS_CHANNEL = 'drafts'
const loggedOutSchema = z.object({ loggedOut: z.string() })

let channel: TabChannel<z.output<typeof loggedOutSchema>> | null = null

/**
 * Called once as the console starts (main.tsx): holds this tab's name for its create drafts, joins the other tabs'
 * logouts and removes every expired draft.
 */
export function startDrafts(): () => void {
  holdDraftTab()
  channel = openTabChannel(DRAFTS_CHANNEL, loggedOutSchema, ({ loggedOut }) => void drafts.removeAdmin(loggedOut))
  void drafts.removeExpired()
  return () => {
    channel?.close()
    channel = null
  }
}

/** `admin` logged out in this tab: their drafts go, here and in every other tab of the console. */
export function removeDraftsAtLogout(admin: string): Promise<void> {
  channel?.post({ loggedOut: admin })
  return drafts.removeAdmin(admin)
}
