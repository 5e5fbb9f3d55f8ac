// The build settings the service worker reads; vite-plugin-pwa builds it with the app's .env.
interface ImportMetaEnv {
  readonly VITE_MAP_TILE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
