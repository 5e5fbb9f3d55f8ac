import type { ScreenPacks } from '../../content/screen-packs';
import { rightsPack } from './rights-pack';
import { usePageLanguage } from './use-page-language';

/** The rights content in the page's own language (which the page's switch may set apart from the app's). */
export function useRightsContent(): ScreenPacks['rights'] {
  return rightsPack.read(usePageLanguage().language);
}
