/** Texts of the shared copy button (markup tag helpers, gallery photo tags); apart from the markup texts so that the gallery page loads only these. */
export const copyText = {
  copied: 'Скопировано',
  failed: 'Не удалось скопировать',
} as const
