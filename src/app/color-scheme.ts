/** Where this browser keeps the admin's colour scheme ('light', 'dark' or 'auto': as the system says). */
export const COLOR_SCHEME_KEY = 'console-color-scheme'
