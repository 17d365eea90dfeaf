/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string
  readonly VITE_STATIC_URL?: string
  readonly VITE_PASSWORD_SALT?: string
  readonly VITE_GOOGLE_MAPS_KEY?: string
  readonly VITE_MOCK_API?: string
  readonly VITE_RELEASE_BUILD?: string
  /** This build's own id (vite.config.ts), new for every build. */
  readonly VITE_BUILD_ID?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
