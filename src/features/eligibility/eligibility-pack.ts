// /eligibility's checks and information cards, one pack per language (src/ui/screen-pack.ts).
import type { ScreenPacks } from '../../content/screen-packs';
import { screenPack, useScreenPack } from '../../ui/screen-pack';

type EligibilityContent = ScreenPacks['eligibility'];

export const eligibilityPack = screenPack<EligibilityContent>({
  en: () => import('virtual:screen-pack/eligibility-en'),
  es: () => import('virtual:screen-pack/eligibility-es'),
  zh: () => import('virtual:screen-pack/eligibility-zh'),
  pt: () => import('virtual:screen-pack/eligibility-pt'),
  ht: () => import('virtual:screen-pack/eligibility-ht'),
});

export const useEligibilityContent = (): EligibilityContent => useScreenPack(eligibilityPack);
