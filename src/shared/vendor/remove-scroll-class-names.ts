/**
 * Stands in for `react-remove-scroll` where Mantine's AppShell header, footer and aside import it
 * (see vite.config.ts): they read only the class name that modals' scroll lock uses to keep fixed
 * bars from jumping, so the signed-in shell need not load the scroll-lock code itself.
 */
export const RemoveScroll = {
  classNames: {
    fullWidth: 'width-before-scroll-bar',
    zeroRight: 'right-scroll-bar-position',
  },
}
