// Who is sending and in which language, for send-message.ts: the server takes 'cn' for Chinese,
// the guides are keyed 'zh', and i18next runs on HTML tags (zh-Hans).
import { useTranslation } from 'react-i18next';
import { useCurrentOwner } from '../../data/current-owner';
import { languageFromHtmlLang } from '../../i18n/languages';
import { useContentLanguage } from '../../i18n/use-content-language';
import type { SendContext } from './send-message';

export function useSendContext(): SendContext {
  const { t, i18n } = useTranslation('assistant');
  const reader = useContentLanguage();
  const owner = useCurrentOwner();
  return { t, language: languageFromHtmlLang(i18n.language), reader, owner };
}
