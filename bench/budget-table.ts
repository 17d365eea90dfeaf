/**
 * The JS and CSS budgets (gzip KB): one place for `npm run bench` and `npm test`. Every screen,
 * /login included, stays below the admin consoles it is compared with (docs/performance.md).
 */
export const BUNDLE_BUDGETS_KB = {
  /** The JS a screen loads before it draws. */
  screen: 230,
  /**
   * Screens over `screen`, each at what it measures now, so that it cannot grow unnoticed while it
   * is over (docs/performance.md, 'Over the budget'): the entry forms' Select, MultiSelect and
   * DatePickerInput bring Combobox, Popover, ScrollArea, floating-ui and @mantine/dates.
   */
  overBudget: {
    '/organizations/create': 258,
    '/organizations/edit': 258,
    '/events/create': 268,
    '/events/edit': 268,
  } as Record<string, number>,
  /** What opening an article's markup editor loads on top of /articles. */
  editor: 120,
  /** The style sheets a screen loads. */
  css: 25,
  /** What the command palette (Ctrl+K) loads on its first use on top of a screen. */
  palette: 60,
  /** The palette's module: loaded lazily, never with a screen. */
  paletteModule: 'src/features/palette/components/command-palette.tsx',
  /**
   * What every signed-in screen fetches once it is drawn and the browser is idle (the toasts'
   * container,
   * features/shell/components/console-shell.tsx): counted apart from a screen's first load.
   */
  shellIdleModules: ['src/shared/ui/toasts.tsx'],
  /** The budget of those idle fetches together. */
  shellIdle: 30,
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
  },
} as const
