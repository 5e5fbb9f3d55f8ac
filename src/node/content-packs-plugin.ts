// Content cut into packs at build time, as modules the app imports (`virtual:<kind>-pack/<name>`):
// each pack is its own chunk, so a phone downloads only the packs it needs. The letter explainer's
// and the assistant's packs are made this way (letter-packs-plugin.ts, assistant-packs-plugin.ts).
// Used by the build and by vitest (so the app's modules resolve in tests).
import type { Plugin } from 'vite';

export function contentPacksPlugin<Name extends string>(name: string, prefix: string, names: readonly Name[], cut: (pack: Name) => unknown): Plugin {
  return {
    name,
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const pack = id.slice(prefix.length + 1) as Name;
      if (!names.includes(pack)) throw new Error(`No content pack named ${pack} under ${prefix}`);
      // JSON.parse of a string literal parses faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(cut(pack)))});`;
    },
  };
}
