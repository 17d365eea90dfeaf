/**
 * The message a fault answers with when the panel's form is not given one: the server message of
 * spec section 8 ("Error catalogue") for that call and status, else a generic one per status.
 */
const BY_CALL: { method: string; path: RegExp; status: number; message: string }[] = [
  { method: 'POST', path: /^\/api\/admins\/login$/, status: 404, message: 'There is no such admin' },
  { method: 'POST', path: /^\/api\/admins\/login$/, status: 400, message: 'Wrong password' },
  { method: 'GET', path: /^\/api\/admins\/complaints$/, status: 500, message: 'Error fetching complaints' },
  { method: 'GET', path: /^\/api\/admins\/complaints\/count$/, status: 500, message: 'Error fetching complaints count' },
  { method: 'DELETE', path: /^\/api\/admins\/countries\//, status: 400, message: 'There are organizations in this country' },
  { method: 'DELETE', path: /^\/api\/admins\/cities\//, status: 400, message: 'There are organizations in this city' },
  { method: 'PUT', path: /^\/api\/admins\/organizations\/change-owner$/, status: 400, message: 'This user is banned' },
  {
    method: 'POST',
    path: /^\/api\/admins\/(countries|cities|categories|sub-categories|article-blocks|articles)$/,
    status: 400,
    message: 'Name length minimum 2',
  },
  {
    method: 'PUT',
    path: /^\/api\/admins\/(countries\/\*|cities|(categories|sub-categories|article-blocks)\/\*\/name|articles\/\*)$/,
    status: 400,
    message: 'Name length minimum 2',
  },
]

const BY_STATUS: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  500: 'Unknown server error',
}

/** The statuses the panel offers for a fault. */
export const FAULT_STATUSES = [400, 401, 403, 404, 500] as const

export function defaultFaultMessage(method: string, path: string, status: number): string {
  const known = BY_CALL.find((entry) => entry.method === method && entry.status === status && entry.path.test(path))
  return known?.message ?? BY_STATUS[status] ?? 'Injected failure'
}
