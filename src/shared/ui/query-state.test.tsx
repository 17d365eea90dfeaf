import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, loadErrorText } from '@/shared/api/client'
import { prefetch } from '@/shared/cache/query-cache'
import { ru } from '@/shared/i18n/ru'
import { joinQueries, QueryState, type QueryView } from './query-state'

function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } })
}

function renderWith(client: QueryClient, node: ReactNode) {
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </MantineProvider>,
  )
}

/** A call that fails with `message` `failures` times, then answers `value`. */
function flaky(failures: number, message: string, value: string) {
  let calls = 0
  return vi.fn(() => {
    calls += 1
    return calls <= failures
      ? Promise.reject(new ApiError('http', message, { status: 500, serverMessage: message }))
      : Promise.resolve(value)
  })
}

function Screen({ queryFn, title, errorText }: { queryFn: () => Promise<string>; title?: string; errorText?: (error: unknown) => string }) {
  const query = useQuery({ queryKey: ['thing'], queryFn })
  return (
    <QueryState query={query} title={title} errorText={errorText}>
      {(data) => <p>{`data: ${data}`}</p>}
    </QueryState>
  )
}

const view = <T,>(patch: Partial<QueryView<T>>): QueryView<T> => ({
  data: undefined,
  error: null,
  isError: false,
  isFetching: false,
  refetch: () => undefined,
  ...patch,
})

describe('QueryState: the one way a screen shows a query', () => {
  it('shows the loading status while there is nothing yet, then the data', async () => {
    let answer: (value: string) => void = () => {}
    const queryFn = () => new Promise<string>((resolve) => (answer = resolve))
    renderWith(newClient(), <Screen queryFn={queryFn} />)
    expect(screen.getByRole('status', { name: ru.common.loading })).toBeInTheDocument()
    expect(screen.queryByText(/^data:/)).toBeNull()
    answer('пришло')
    expect(await screen.findByText('data: пришло')).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: ru.common.loading })).toBeNull()
  })

  it('shows a failure with its title, its text and "Повторить", which loads again and then shows the data', async () => {
    const queryFn = flaky(1, 'Database is down', 'второй раз')
    renderWith(newClient(), <Screen queryFn={queryFn} title="Не удалось загрузить" />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Не удалось загрузить')
    expect(alert).toHaveTextContent('Database is down')
    expect(screen.queryByText(/^data:/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: ru.common.retry }))
    expect(await screen.findByText('data: второй раз')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(queryFn).toHaveBeenCalledTimes(2)
  })

  it("a screen's own rule for the text: an organization or event load shows 'Ошибка' without a server message", async () => {
    const queryFn = vi.fn((): Promise<string> => Promise.reject(new ApiError('network', ru.errors.noResponse)))
    renderWith(newClient(), <Screen queryFn={queryFn} errorText={loadErrorText} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${ru.common.error}${ru.common.error}${ru.common.retry}$`))
  })

  it('shows the failure a loader met at once, without a second request on mount', async () => {
    const client = newClient()
    const queryFn = flaky(1, 'Boom', 'later')
    await expect(prefetch(client, { queryKey: ['thing'], queryFn })).resolves.toBeUndefined()
    renderWith(client, <Screen queryFn={queryFn} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Boom')
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('a failed reload hides the data, unless the screen keeps it (a list keeps its page with the failure above)', () => {
    const failed = view({ data: 'старое', error: new Error('Boom'), isError: true })
    const { rerender } = render(
      <MantineProvider env="test">
        <QueryState query={failed}>{(data) => <p>{data}</p>}</QueryState>
      </MantineProvider>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Boom')
    expect(screen.queryByText('старое')).toBeNull()
    rerender(
      <MantineProvider env="test">
        <QueryState query={failed} keepData>
          {(data) => <p>{data}</p>}
        </QueryState>
      </MantineProvider>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Boom')
    expect(screen.getByText('старое')).toBeInTheDocument()
  })

  it('gives the data an updating note while a newer answer loads behind it, and another pending or failure where a panel does not fit', () => {
    const inTheme = (node: ReactNode) => <MantineProvider env="test">{node}</MantineProvider>
    const { rerender } = render(
      inTheme(
        <QueryState query={view({ data: 'страница 1', isFetching: true })} updatingText="Загрузка страницы…">
          {(data, notes) => (
            <div>
              {data}
              {notes.updating}
            </div>
          )}
        </QueryState>,
      ),
    )
    expect(screen.getByRole('status', { name: 'Загрузка страницы…' })).toBeInTheDocument()
    rerender(
      inTheme(
        <QueryState query={view({})} pending={null}>
          {() => 'данные'}
        </QueryState>,
      ),
    )
    expect(screen.queryByRole('status')).toBeNull()
    rerender(
      inTheme(
        <QueryState query={view({ error: new Error('Boom'), isError: true })} failure={<span>!</span>}>
          {() => 'данные'}
        </QueryState>,
      ),
    )
    expect(screen.getByText('!')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('QueryState: a failure\'s text when the call says nothing of its own (spec section 8 "Generic")', () => {
  it("a failure with no message at all shows 'Unknown error'", async () => {
    renderWith(newClient(), <Screen queryFn={() => Promise.reject(new Error(''))} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error')
  })

  it("a failure that carries nothing shows the default placeholder 'Неизвестная ошибка'", () => {
    render(
      <MantineProvider env="test">
        <QueryState query={view({ isError: true })}>{() => 'данные'}</QueryState>
      </MantineProvider>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Неизвестная ошибка')
  })
})

describe('joinQueries: a form that starts once all of its lists are there', () => {
  it('has the data when every query answered, the first failure, and a retry of what failed only', () => {
    const retryA = vi.fn()
    const retryB = vi.fn()
    const pending = joinQueries([view({ data: 1, refetch: retryA }), view<string>({ isFetching: true, refetch: retryB })] as const)
    expect(pending.data).toBeUndefined()
    expect(pending.isFetching).toBe(true)
    const failed = joinQueries([
      view({ data: 1, refetch: retryA }),
      view<string>({ error: new Error('B'), isError: true, refetch: retryB }),
    ] as const)
    expect(failed.isError).toBe(true)
    expect(failed.error?.message).toBe('B')
    failed.refetch()
    expect(retryA).not.toHaveBeenCalled()
    expect(retryB).toHaveBeenCalledTimes(1)
    const done = joinQueries([view({ data: 1 }), view({ data: 'два' })] as const)
    expect(done.data).toEqual([1, 'два'])
    expect(done.isError).toBe(false)
  })
})
