// /eligibility's checks and information cards, one pack per language (src/ui/screen-pack.ts).
import type { ScreenPacks } from '../../content/screen-packs';
import { screenPackOf, useScreenPack } from '../../ui/screen-pack';

type EligibilityContent = ScreenPacks['eligibility'];

export const eligibilityPack = screenPackOf('eligibility');

export const useEligibilityContent = (): EligibilityContent => useScreenPack(eligibilityPack);
