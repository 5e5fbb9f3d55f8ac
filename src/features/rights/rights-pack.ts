// /rights' sections, contacts and quick cards, one pack per language (src/ui/screen-pack.ts).
import type { ScreenPacks } from '../../content/screen-packs';
import { screenPack } from '../../ui/screen-pack';

export const rightsPack = screenPack<ScreenPacks['rights']>({
  en: () => import('virtual:screen-pack/rights-en'),
  es: () => import('virtual:screen-pack/rights-es'),
  zh: () => import('virtual:screen-pack/rights-zh'),
  pt: () => import('virtual:screen-pack/rights-pt'),
  ht: () => import('virtual:screen-pack/rights-ht'),
});
