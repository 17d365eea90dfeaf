import { NativeSelect } from '@mantine/core'
import { useState } from 'react'
import { systemCountryOf, useSession } from '@/shared/auth/session'
import { RowAction, SecondaryAction } from '@/shared/ui/actions'
import { Notice } from '@/shared/ui/tones'
import type { Emptiable } from '../handlers/control'
import { mockControl, type MockState } from './control-api'
import classes from './panel.module.css'
import { TEXTS } from './texts'

const T = TEXTS.data

/** A change of the data shows on the screen after a reload (the console keeps what it fetched). */
async function thenReload(change: () => Promise<unknown>) {
  await change()
  window.location.reload()
}

type EmptyRow = { key: string; label: string; collection: Emptiable; scope?: { country_id?: string; category_id?: string } }

export function DataSection({ state }: { state: MockState }) {
  const { profile, chosenCountryId } = useSession()
  const country = systemCountryOf(profile, chosenCountryId)
  const [categoryId, setCategoryId] = useState(state.categories[0]?._id ?? '')
  const [busy, setBusy] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const run = (key: string, change: () => Promise<unknown>) => {
    setBusy(key)
    setProblem(null)
    thenReload(change).catch((error: Error) => {
      setProblem(TEXTS.failed(error.message))
      setBusy(null)
    })
  }

  const rows: EmptyRow[] = [
    ...(['organizations', 'events', 'users', 'complaints'] as const).map((collection) => ({
      key: collection,
      label: T.collections[collection],
      collection,
    })),
    country
      ? { key: 'articles', label: T.articlesOf(country.name), collection: 'articles', scope: { country_id: country._id } }
      : { key: 'articles', label: T.articlesAll, collection: 'articles' },
  ]
  const categoryName = state.categories.find((category) => category._id === categoryId)?.name ?? ''

  return (
    <div className={classes.section}>
      <p className={classes.hint}>{TEXTS.reloads}</p>
      {problem && <Notice tone="bad">{problem}</Notice>}
      <fieldset className={classes.group}>
        <legend className={classes.groupTitle}>{T.seed}</legend>
        <div className={classes.choices}>
          {[false, true].map((large) => (
            <RowAction
              key={String(large)}
              chosen={state.large === large}
              loading={busy === `seed-${large}`}
              onClick={() => run(`seed-${large}`, () => mockControl.reseed(large))}
            >
              {large ? `${T.large}: ${T.largeHint}` : `${T.normal}: ${T.normalHint}`}
            </RowAction>
          ))}
        </div>
        <div>
          <SecondaryAction loading={busy === 'reseed'} onClick={() => run('reseed', () => mockControl.reseed())}>
            {T.reset}
          </SecondaryAction>
        </div>
        <p className={classes.hint}>{T.resetHint}</p>
      </fieldset>
      <fieldset className={classes.group}>
        <legend className={classes.groupTitle}>{T.empty}</legend>
        <ul className={classes.rows}>
          {rows.map((row) => (
            <li key={row.key} className={classes.row}>
              <span className={classes.rowText}>{row.label}</span>
              <RowAction
                danger
                aria-label={T.emptyLabel(row.label)}
                loading={busy === row.key}
                onClick={() => run(row.key, () => mockControl.empty(row.collection, row.scope))}
              >
                {T.emptyAction}
              </RowAction>
            </li>
          ))}
          <li className={classes.row}>
            <div className={classes.rowText}>
              <NativeSelect
                label={T.templatePhotos}
                value={categoryId}
                onChange={(event) => setCategoryId(event.currentTarget.value)}
                data={state.categories.map((category) => ({ value: category._id, label: category.name }))}
              />
            </div>
            <RowAction
              danger
              aria-label={T.emptyLabel(`${T.templatePhotos} ${categoryName}`)}
              disabled={!categoryId}
              loading={busy === 'templatePhotos'}
              onClick={() => run('templatePhotos', () => mockControl.empty('templatePhotos', { category_id: categoryId }))}
            >
              {T.emptyAction}
            </RowAction>
          </li>
        </ul>
      </fieldset>
    </div>
  )
}
