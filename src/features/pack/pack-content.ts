// The Pack's purposes and documents, one pack per language (src/ui/screen-pack.ts).
import type { ScreenPacks } from '../../content/screen-packs';
import { screenPack, useScreenPack } from '../../ui/screen-pack';

type PackContent = ScreenPacks['pack'];

export const packContent = screenPack<PackContent>({
  en: () => import('virtual:screen-pack/pack-en'),
  es: () => import('virtual:screen-pack/pack-es'),
  zh: () => import('virtual:screen-pack/pack-zh'),
  pt: () => import('virtual:screen-pack/pack-pt'),
  ht: () => import('virtual:screen-pack/pack-ht'),
});

export const usePackContent = (): PackContent => useScreenPack(packContent);
