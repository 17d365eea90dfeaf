import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FLOWS_BY_PART } from '../e2e/flows-by-feature'
import { flowsForChange, importGraph } from './change-reach'

const graph = importGraph()
const flowFiles = readdirSync('e2e/specs')
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => name.replace(/\.spec\.ts$/, ''))

describe('the quick loop runs the flows of what a change reaches', () => {
  it('lists every flow file under some part, and lists no flow that does not exist', () => {
    const listed = new Set(Object.values(FLOWS_BY_PART).flat())
    expect(flowFiles.filter((flow) => !listed.has(flow))).toEqual([])
    expect([...listed].filter((flow) => !flowFiles.includes(flow))).toEqual([])
  })

  it('names only parts that exist', () => {
    const files = [...graph.keys()]
    const missing = Object.keys(FLOWS_BY_PART).filter(
      (part) =>
        !files.some((file) => file === `src/${part}` || file === part || file.startsWith(`src/${part}/`) || file.startsWith(`${part}/`)),
    )
    expect(missing).toEqual([])
  })

  it("a change to one screen's component runs that screen's flows only", () => {
    expect(flowsForChange(['src/features/users/components/users-page.tsx'], graph)).toEqual(['users'])
  })

  it('a change to a route file runs the flows of the features it draws', () => {
    expect(flowsForChange(['src/routes/_authed/gallery.tsx'], graph)).toEqual(['gallery', 'uncertain-writes'])
  })

  it('a changed flow runs itself; a changed page object runs the flows that use it', () => {
    expect(flowsForChange(['e2e/specs/timings.spec.ts'], graph)).toEqual(['timings'])
    expect(flowsForChange(['e2e/pages/users.page.ts'], graph)).toContain('users')
  })

  it('a change to a mock handler runs the flows of its feature', () => {
    expect(flowsForChange(['mocks/handlers/categories.ts'], graph)).toContain('categories')
  })

  it('a change to a widget every screen draws runs every screen’s flows', () => {
    expect(flowsForChange(['src/shared/ui/page-frame.tsx'], graph)).toEqual(
      expect.arrayContaining(['admins', 'articles', 'categories', 'gallery', 'organizations-list', 'template-photos', 'users']),
    )
  })
})
