/**
 * The JS and CSS ceilings (gzip KB): one place for `npm run bench` and `npm test`. Every screen, alone or with one
 * of its heavy optional pieces loaded on top, stays below them (docs/performance.md).
 */
export const BUNDLE_BUDGETS_KB = {
  /** The JS a screen loads before it draws (a heavy piece it loads on first use is reported on top, bench/budgets.ts). */
  js: 300,
  /** The style sheets of the same. */
  css: 25,
  /** The heavy optional pieces, each loaded lazily on its first use (docs/architecture.md, 'Loading code lazily'). */
  heavyPieces: {
    'markup editor': 'src/shared/markup/code-editor.tsx',
    map: 'src/shared/entries/location-map/google-map.tsx',
    'photo worker': 'src/shared/photos/photo-worker.ts',
    export: 'src/shared/bulk/export-dialog.tsx',
    palette: 'src/features/palette/components/command-palette.tsx',
  },
  /** Every screen and the route file whose chunks it loads. */
  screens: {
    '/login': 'src/routes/login.tsx',
    '/admins': 'src/routes/_authed/admins.tsx',
    '/articles': 'src/routes/_authed/articles.tsx',
    '/categories': 'src/routes/_authed/categories.tsx',
    '/cities': 'src/routes/_authed/cities.tsx',
    '/gallery': 'src/routes/_authed/gallery.tsx',
    '/template-photos': 'src/routes/_authed/template-photos.tsx',
    '/reports': 'src/routes/_authed/reports.tsx',
    '/users': 'src/routes/_authed/users.tsx',
    '/organizations/view': 'src/routes/_authed/organizations/view.tsx',
    '/organizations/create': 'src/routes/_authed/organizations/create.tsx',
    '/organizations/edit': 'src/routes/_authed/organizations/edit.tsx',
    '/organizations/single-view': 'src/routes/_authed/organizations/single-view.tsx',
    '/organizations/edit-photos': 'src/routes/_authed/organizations/edit-photos.tsx',
    '/events/view': 'src/routes/_authed/events/view.tsx',
    '/events/create': 'src/routes/_authed/events/create.tsx',
    '/events/edit': 'src/routes/_authed/events/edit.tsx',
    '/events/single-view': 'src/routes/_authed/events/single-view.tsx',
    '/events/edit-photos': 'src/routes/_authed/events/edit-photos.tsx',
  } as Record<string, string>,
} as const
