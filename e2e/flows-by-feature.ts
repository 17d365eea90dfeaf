/**
 * Which flows check which part of the console: the quick loop (`npm run test:change`,
 * scripts/test-change.ts) runs the flows of every part a change reaches. A part is a feature folder
 * (src/features/<name>) or a mechanism of src/shared; a flow may be listed under several. A unit test
 * (scripts/test-change.test.ts) checks that every flow file is listed and every listed one exists.
 */
export const FLOWS_BY_PART: Record<string, readonly string[]> = {
  'features/admins': ['admins'],
  'features/articles': ['articles', 'security'],
  'features/auth': ['login', 'session', 'session-expiry', 'session-keeps-work', 'keyboard-sign-in'],
  'features/categories': ['categories'],
  'features/cities': ['cities', 'country'],
  'features/complaints': ['complaints', 'complaints-queue'],
  'features/events': ['event-form', 'event-single', 'events-list', 'events-photos'],
  'features/gallery': ['gallery'],
  'features/languages': ['organization-form', 'event-form'],
  'features/organizations': ['organization-form', 'organization-single', 'organizations-list', 'organization-photos'],
  'features/palette': ['palette', 'shortcuts'],
  'features/shell': ['shell', 'theme', 'visual', 'checks', 'country', 'keyboard-navigation', 'a11y-reflow', 'display-modes', 'aria'],
  'features/template-photos': ['template-photos'],
  'features/users': ['users'],
  'shared/a11y': ['keyboard-sign-in', 'keyboard-navigation', 'keyboard-lists', 'keyboard-catalogue'],
  'shared/bulk': ['bulk', 'export', 'keyboard-lists'],
  'shared/entries': [
    'organizations-list',
    'events-list',
    'bulk',
    'organization-form',
    'event-form',
    'uncertain-create',
    'leave-guard-coverage',
  ],
  'shared/drafts': ['drafts', 'leave-guard-coverage'],
  'shared/save': ['save-conflicts', 'uncertain-create'],
  'shared/cache': ['tabs'],
  'shared/photos': ['photo-preparation', 'organization-photos', 'events-photos', 'gallery', 'template-photos'],
  'shared/markup': ['articles', 'security'],
  'shared/auth': ['login', 'session', 'session-expiry', 'session-keeps-work'],
  'shared/limits.ts': ['timings'],
  'mocks/panel': ['mock-panel', 'mock-scenarios'],
}
