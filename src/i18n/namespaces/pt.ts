// The Portuguese screens' strings, one loader per namespace, and their screens' content packs
// (src/content/screen-packs.ts): a chunk of its own, so the map of a language's namespaces and
// packs downloads only for its readers, with the shell's strings (src/i18n/i18n.ts).
import type { ScreenPackLoaders } from './screen-pack-loaders';

export default import.meta.glob<{ default: Record<string, unknown> }>('../locales/pt/*.json');

export const screenPacks: ScreenPackLoaders = {
  eligibility: () => import('virtual:screen-pack/eligibility-pt'),
  rights: () => import('virtual:screen-pack/rights-pt'),
  appointments: () => import('virtual:screen-pack/appointments-pt'),
  pack: () => import('virtual:screen-pack/pack-pt'),
};
