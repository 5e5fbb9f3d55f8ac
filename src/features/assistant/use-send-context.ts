// Who is sending and in which language, for send-message.ts (the server is sent the stored code,
// 'cn' for Chinese; the guides are keyed by the language itself).
import { useTranslation } from 'react-i18next';
import { useCurrentOwner } from '../../data/current-owner';
import { useContentLanguage } from '../../i18n/use-content-language';
import type { SendContext } from './send-message';

export function useSendContext(): SendContext {
  const { t } = useTranslation('assistant');
  const language = useContentLanguage();
  const owner = useCurrentOwner();
  return { t, language, owner };
}
