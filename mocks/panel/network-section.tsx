import { Checkbox, NativeSelect, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { MainAction, RowAction, SecondaryAction } from '@/shared/ui/actions'
import { Notice } from '@/shared/ui/tones'
import type { MockRoute } from '../handlers/control'
import type { Fault, Latency } from '../store'
import { mockControl, type MockState } from './control-api'
import { defaultFaultMessage, FAULT_STATUSES } from './fault-messages'
import classes from './panel.module.css'
import { TEXTS } from './texts'

const T = TEXTS.network

const LATENCIES: { value: Latency; label: string }[] = [
  { value: 0, label: T.latencies.none },
  { value: 300, label: T.latencies.short },
  { value: 2000, label: T.latencies.long },
  { value: 'random', label: T.latencies.random },
]

const routeKey = (route: MockRoute) => `${route.method} ${route.path}`

/** A fault in one line: the call, what it answers, how often. */
export function describeFault(fault: Fault): string {
  const what = fault.status
    ? `${fault.status} ${JSON.stringify(fault.message ?? 'Injected failure')}`
    : fault.network
      ? 'no connection'
      : fault.body !== undefined
        ? 'a malformed body'
        : `+${fault.delay ?? 0} ms`
  return `${fault.method ?? '*'} ${fault.path} → ${fault.afterWrite ? 'done, then ' : ''}${what} · ${T.times(fault.times)}`
}

export function NetworkSection({ state, refresh }: { state: MockState; refresh: () => Promise<void> }) {
  const [routes, setRoutes] = useState<MockRoute[]>([])
  const [route, setRoute] = useState('')
  const [status, setStatus] = useState<number>(500)
  const [message, setMessage] = useState<string | null>(null)
  const [once, setOnce] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    mockControl.routes().then(
      (list) => {
        setRoutes(list)
        setRoute((current) => current || (list[0] ? routeKey(list[0]) : ''))
      },
      (error: Error) => setProblem(TEXTS.failed(error.message)),
    )
  }, [])

  const chosen = routes.find((candidate) => routeKey(candidate) === route)
  const shownMessage = message ?? (chosen ? defaultFaultMessage(chosen.method, chosen.path, status) : '')

  const run = (key: string, change: () => Promise<unknown>) => {
    setBusy(key)
    setProblem(null)
    change()
      .then(refresh)
      .catch((error: Error) => setProblem(TEXTS.failed(error.message)))
      .finally(() => setBusy(null))
  }

  const addFault = () => {
    if (!chosen) return
    run('add', () =>
      mockControl
        .addFault({ method: chosen.method, path: chosen.path, status, message: shownMessage, ...(once ? { times: 1 } : {}) })
        .then(() => setMessage(null)),
    )
  }

  return (
    <div className={classes.section}>
      {problem && <Notice tone="bad">{problem}</Notice>}
      <fieldset className={classes.group}>
        <legend className={classes.groupTitle}>{T.latency}</legend>
        <div className={classes.choices}>
          {LATENCIES.map((latency) => (
            <RowAction
              key={String(latency.value)}
              chosen={state.network.latency === latency.value}
              loading={busy === `latency-${latency.value}`}
              onClick={() => run(`latency-${latency.value}`, () => mockControl.network({ latency: latency.value }))}
            >
              {latency.label}
            </RowAction>
          ))}
        </div>
      </fieldset>
      <Checkbox
        label={T.offline}
        description={T.offlineHint}
        checked={state.network.offline}
        disabled={busy === 'offline'}
        onChange={(event) => {
          const offline = event.currentTarget.checked
          run('offline', () => mockControl.network({ offline }))
        }}
      />
      <fieldset className={classes.group}>
        <legend className={classes.groupTitle}>{T.faults}</legend>
        <form
          className={classes.form}
          onSubmit={(event) => {
            event.preventDefault()
            addFault()
          }}
        >
          <NativeSelect
            label={T.route}
            value={route}
            onChange={(event) => {
              setRoute(event.currentTarget.value)
              setMessage(null)
            }}
            data={routes.map((candidate) => ({ value: routeKey(candidate), label: routeKey(candidate) }))}
          />
          <div className={classes.formLine}>
            <NativeSelect
              label={T.status}
              value={String(status)}
              onChange={(event) => {
                setStatus(Number(event.currentTarget.value))
                setMessage(null)
              }}
              data={FAULT_STATUSES.map((value) => ({ value: String(value), label: String(value) }))}
            />
            <div className={classes.choices} role="group" aria-label={`${T.once} / ${T.always}`}>
              <RowAction chosen={once} onClick={() => setOnce(true)}>
                {T.once}
              </RowAction>
              <RowAction chosen={!once} onClick={() => setOnce(false)}>
                {T.always}
              </RowAction>
            </div>
          </div>
          <TextInput
            label={T.message}
            description={T.messageHint}
            value={shownMessage}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <div>
            <MainAction type="submit" disabled={!chosen} loading={busy === 'add'}>
              {T.add}
            </MainAction>
          </div>
        </form>
      </fieldset>
      <section className={classes.group} aria-labelledby="mock-panel-active-faults">
        <h3 id="mock-panel-active-faults" className={classes.groupTitle}>
          {T.active}
        </h3>
        {state.faults.length === 0 ? (
          <p className={classes.hint}>{T.noFaults}</p>
        ) : (
          <>
            <ul className={classes.rows}>
              {state.faults.map((fault, index) => (
                <li key={fault.id ?? index} className={classes.row}>
                  <span className={`${classes.rowText} ${classes.mono}`}>{describeFault(fault)}</span>
                  <RowAction
                    danger
                    aria-label={T.clearLabel(describeFault(fault))}
                    loading={busy === `clear-${fault.id}`}
                    onClick={() =>
                      run(`clear-${fault.id}`, () => (fault.id ? mockControl.clearFault(fault.id) : mockControl.clearFaults()))
                    }
                  >
                    {T.clear}
                  </RowAction>
                </li>
              ))}
            </ul>
            <div>
              <SecondaryAction loading={busy === 'clear-all'} onClick={() => run('clear-all', () => mockControl.clearFaults())}>
                {T.clearAll}
              </SecondaryAction>
            </div>
          </>
        )}
      </section>
    </div>
  )
}
