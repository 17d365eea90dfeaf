import '@mantine/core/styles/Table.css'
import { Table, UnstyledButton } from '@mantine/core'
import { useCallback, useEffect, useId, useState } from 'react'
import { RowAction } from '@/shared/ui/actions'
import { Notice } from '@/shared/ui/tones'
import type { CallRecord, LoggedBody } from '../store'
import { mockControl } from './control-api'
import classes from './panel.module.css'
import { TEXTS } from './texts'

const T = TEXTS.calls

/** How often the open Calls section asks for the log again. */
const POLL_MS = 1500

function Body({ title, body }: { title: string; body: LoggedBody | null }) {
  return (
    <div>
      <p className={classes.rowName}>{title}</p>
      {!body ? (
        <p className={classes.hint}>{T.noBody}</p>
      ) : body.kind === 'form' ? (
        <Table className={classes.fields} fz="sm" verticalSpacing={2} horizontalSpacing="xs" layout="auto" w="auto">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{T.field}</Table.Th>
              <Table.Th scope="col">{T.value}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {body.fields.map((field, index) => (
              <Table.Tr key={index}>
                <Table.Td>{field.name}</Table.Td>
                <Table.Td>{field.file ? T.file(field.file.name, field.file.type, field.file.size) : field.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <>
          {/* A scrolling block takes focus so that the keyboard can scroll it (axe: scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <pre className={classes.body} tabIndex={0} data-scroll-x>
            {body.text}
          </pre>
          {body.truncated && <p className={classes.hint}>{T.truncated}</p>}
        </>
      )}
    </div>
  )
}

function Call({ call }: { call: CallRecord }) {
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const time = new Date(call.at).toLocaleTimeString('en-GB')
  return (
    <li className={classes.call}>
      <UnstyledButton className={classes.callToggle} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        <span>{call.method}</span>
        <span className={classes.callPath} title={call.path}>
          {call.path}
        </span>
        <span>{call.status ?? T.noAnswer}</span>
        <span>
          {time} · {call.ms} ms
        </span>
      </UnstyledButton>
      {open && (
        <div id={detailsId} className={classes.callDetails}>
          <Body title={T.request} body={call.request} />
          <Body title={T.answer} body={call.response} />
        </div>
      )}
    </li>
  )
}

export function CallsSection() {
  const [calls, setCalls] = useState<CallRecord[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const refresh = useCallback(
    () =>
      mockControl.calls().then(
        (list) => {
          setCalls(list)
          setProblem(null)
        },
        (error: Error) => setProblem(TEXTS.failed(error.message)),
      ),
    [],
  )

  useEffect(() => {
    void refresh()
    const timer = window.setInterval(() => void refresh(), POLL_MS)
    return () => window.clearInterval(timer)
  }, [refresh])

  return (
    <div className={classes.section}>
      <div className={classes.formLine}>
        <p className={classes.hint}>{T.intro}</p>
        <RowAction onClick={() => void refresh()}>{T.refresh}</RowAction>
        <RowAction danger onClick={() => void mockControl.clearCalls().then(refresh)}>
          {T.clear}
        </RowAction>
      </div>
      {problem && <Notice tone="bad">{problem}</Notice>}
      {calls !== null && calls.length === 0 && <p className={classes.hint}>{T.none}</p>}
      {calls !== null && calls.length > 0 && (
        <ul className={classes.rows} aria-label={T.table}>
          {calls.map((call) => (
            <Call key={call.id} call={call} />
          ))}
        </ul>
      )}
    </div>
  )
}
