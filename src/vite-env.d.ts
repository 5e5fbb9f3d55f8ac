/// <reference types="vite/client" />

// Build-time settings (README "Configuration").
interface ImportMetaEnv {
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** The city guide's map tiles, a Leaflet URL template ({s}, {z}, {x}, {y}, {r}). */
  readonly VITE_MAP_TILE_URL?: string;
  /** The tiles' attribution, HTML, shown in the corner of the map. */
  readonly VITE_MAP_ATTRIBUTION?: string;
}

/** The letter explainer's content, cut per language at build time (src/node/letter-packs-plugin.ts). */
declare module 'virtual:letter-pack/*' {
  const pack: unknown;
  export default pack;
}

/** The assistant's facts and guides, cut per language at build time (src/node/assistant-packs-plugin.ts). */
declare module 'virtual:assistant-pack/*' {
  const pack: unknown;
  export default pack;
}

/** The city guide's places, one language each, cut at build time (src/node/places-packs-plugin.ts). */
declare module 'virtual:places-pack/*' {
  const pack: unknown;
  export default pack;
}

/** Each screen's content, one language each, cut at build time (src/node/screen-packs-plugin.ts). */
declare module 'virtual:screen-pack/*' {
  const pack: unknown;
  export default pack;
}
