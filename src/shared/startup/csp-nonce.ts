/**
 * The nonce of the page's Content-Security-Policy, which lets the console's own style elements in
 * (Mantine's CSS variables and grids, CodeMirror's theme; docs/security.md). The production build
 * writes it into `<meta property="csp-nonce">`; a server that serves index.html replaces it per
 * response. The dev server has no policy and no nonce.
 */
export const styleNonce: string | undefined =
  (typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]'))?.nonce || undefined

// react-remove-scroll (Mantine's modals) writes its style element with the nonce of `get-nonce`, which
// reads this global when nothing set its own.
if (styleNonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = styleNonce
