import { useEffect, useState } from 'react'
import { loginResponseSchema } from '@/features/auth/schemas'
import { apiRequest } from '@/shared/api/client'
import { obfuscatePassword } from '@/shared/auth/cipher'
import { navEntriesFor } from '@/shared/auth/nav'
import { can } from '@/shared/auth/permissions'
import { ADMIN_FLAGS, type Profile } from '@/shared/auth/schemas'
import { session, useSession } from '@/shared/auth/session'
import { navEntryOfPath, signInVerdict } from '@/shared/auth/sign-in'
import { unsavedChanges } from '@/shared/drafts/unsaved-changes'
import { authText } from '@/shared/i18n/shell'
import { env } from '@/shared/startup/env'
import { RowAction } from '@/shared/ui/actions'
import { Notice, StatusBadge } from '@/shared/ui/tones'
import { mockControl, type MockState, type SeededAccount } from './control-api'
import classes from './panel.module.css'
import { TEXTS } from './texts'

const T = TEXTS.account

/** An account's rights in one line: its flags, its countries and the screens `can()` lets it open. */
export function rightsLine(profile: Profile | null): string {
  if (!profile) return T.appUser
  const opens = navEntriesFor(profile)
    .map((entry) => entry.label)
    .join(', ')
  if (profile.isRoot) return `${T.root} · ${T.opens}: ${opens || T.nothing}`
  const flags = ADMIN_FLAGS.filter((flag) => profile[flag])
  const names = (countries: { name: string }[]) => countries.map((country) => country.name).join(', ') || T.none
  return [
    flags.length ? flags.join(', ') : T.noFlags,
    `${T.complaints}: ${names(profile.view_complains_countries)}`,
    `${T.info}: ${names(profile.change_info_countries)}`,
    `${T.opens}: ${opens || T.nothing}`,
  ].join(' · ')
}

function isCurrent(account: SeededAccount, profile: Profile | null): boolean {
  if (!profile || !account.profile) return false
  return profile.isRoot === account.profile.isRoot && profile.display_name === account.profile.display_name
}

/**
 * Signs in as a seeded account the way the login screen does (the login call, the same verdict, the
 * session module), then reloads this screen if the account may open it, or goes to its first screen.
 * Returns why it was refused, if it was.
 */
async function signInAs(account: SeededAccount): Promise<string | null> {
  const { token, user_data } = await apiRequest(loginResponseSchema, '/admins/login', {
    method: 'post',
    json: { email: account.email, password: obfuscatePassword(account.password, env.passwordSalt) },
  })
  const verdict = signInVerdict(token, user_data)
  if ('refusal' in verdict) return authText[verdict.refusal]
  // Another account in this tab: the leave guard asks first when the screen holds unsaved changes.
  if (!(await unsavedChanges.confirmLeave('account'))) return null
  session.start(token, user_data, account.email)
  const entry = navEntryOfPath(window.location.pathname)
  if (entry && can(user_data, `open:${entry.feature}`)) window.location.reload()
  else window.location.assign(verdict.home)
  return null
}

const LIFETIMES: { seconds: number | null; label: string }[] = [
  { seconds: null, label: T.lifetimes.normal },
  { seconds: 6 * 60, label: T.lifetimes.sixMinutes },
  { seconds: 60, label: T.lifetimes.oneMinute },
]

export function AccountSection({ state, refresh }: { state: MockState; refresh: () => Promise<void> }) {
  const { profile } = useSession()
  const [accounts, setAccounts] = useState<SeededAccount[] | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    mockControl.accounts().then(setAccounts, (error: Error) => setProblem(TEXTS.failed(error.message)))
  }, [])

  const choose = async (account: SeededAccount) => {
    setBusy(account.key)
    setProblem(null)
    try {
      const refusal = await signInAs(account)
      if (refusal) setProblem(T.refused(account.email, refusal))
    } catch (error) {
      setProblem(T.refused(account.email, error instanceof Error ? error.message : String(error)))
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className={classes.section}>
      <p className={classes.hint}>{T.intro}</p>
      {problem && <Notice tone="bad">{problem}</Notice>}
      {accounts === null ? (
        !problem && <p className={classes.hint}>{TEXTS.loading}</p>
      ) : (
        <ul className={classes.rows} aria-label={TEXTS.sections.account}>
          {accounts.map((account) => (
            <li key={account.key} className={classes.row}>
              <div className={classes.rowText}>
                <span className={classes.rowName}>
                  {account.email} {isCurrent(account, profile) && <StatusBadge tone="good">{T.current}</StatusBadge>}
                </span>
                <span className={classes.rowLine}>{rightsLine(account.profile)}</span>
              </div>
              <RowAction aria-label={T.signInAs(account.email)} loading={busy === account.key} onClick={() => void choose(account)}>
                {T.signIn}
              </RowAction>
            </li>
          ))}
        </ul>
      )}
      <fieldset className={classes.group}>
        <legend className={classes.groupTitle}>{T.session}</legend>
        <div className={classes.choices}>
          {LIFETIMES.map((lifetime) => (
            <RowAction
              key={String(lifetime.seconds)}
              chosen={state.tokenLifetime === lifetime.seconds}
              loading={busy === `lifetime-${lifetime.seconds}`}
              onClick={() => {
                setBusy(`lifetime-${lifetime.seconds}`)
                mockControl
                  .tokenLifetime(lifetime.seconds)
                  .then(refresh)
                  .catch((error: Error) => setProblem(TEXTS.failed(error.message)))
                  .finally(() => setBusy(null))
              }}
            >
              {lifetime.label}
            </RowAction>
          ))}
        </div>
        <p className={classes.hint}>{T.sessionHint}</p>
      </fieldset>
    </div>
  )
}
