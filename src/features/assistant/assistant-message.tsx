// One reply of the assistant. Its markup is removed (parseReply) and becomes what it asks for: a
// link for each Pali screen it suggests, and a button that opens the service alert for each kind
// of help. Read-aloud reads what is shown; a reply made on this phone says so.
import { Smartphone, Volume2, VolumeX } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { parseReply } from '../../core/assistant/reply-markup';
import { useContentLanguage } from '../../i18n/use-content-language';
import type { ReadAloud } from '../../ui/use-read-aloud';
import { useChatStore } from './chat-store';
import { ReplyText } from './reply-text';
import { isUrgent, serviceTitleKey } from './service-types';
import { spokenSentences } from './spoken-sentences';

interface AssistantMessageProps {
  text: string;
  /** The reply is still arriving. */
  streaming?: boolean;
  /** Answered on this phone without a connection. */
  onDevice?: boolean;
  /** Read-aloud, shared by all messages so only one speaks; absent while streaming. */
  readAloud?: { speech: ReadAloud; id: string };
}

export function AssistantMessage({ text, streaming = false, onDevice = false, readAloud }: AssistantMessageProps) {
  const { t, i18n } = useTranslation('assistant');
  const reader = useContentLanguage();
  const showService = useChatStore((state) => state.showService);
  const reply = useMemo(() => parseReply(text, { streaming }), [text, streaming]);
  const body = useRef<HTMLDivElement>(null);
  const speaking = readAloud && readAloud.speech.speaking === readAloud.id;
  const [noVoice, setNoVoice] = useState(false);

  const toggleReading = () => {
    if (!readAloud || !body.current) return;
    if (speaking) readAloud.speech.stop();
    else setNoVoice(!readAloud.speech.speak(readAloud.id, spokenSentences(body.current, i18n.language), reader));
  };

  return (
    <div className="chat-message chat-message--assistant">
      <span className="visually-hidden">{t('chat.assistant')}: </span>
      <div ref={body}>
        <ReplyText text={reply.text} />
      </div>
      {reply.redirects.length ? (
        <ul className="chat-message__redirects" aria-label={t('chat.goTo')}>
          {reply.redirects.map((redirect) => (
            <li key={redirect.path}>
              <Link to={redirect.path} className="button button--secondary chat-message__redirect">
                {redirect.reason || redirect.path}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {reply.services.length ? (
        <ul className="chat-message__services">
          {reply.services.map((service, index) => (
            <li key={index}>
              <button type="button" className={`button chat-message__service${isUrgent(service) ? ' chat-message__service--urgent' : ''}`} onClick={() => showService(service)}>
                {isUrgent(service) ? `${t('service.urgent')}: ` : ''}
                {t(serviceTitleKey(service.type))}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {onDevice ? (
        <p className="chat-message__note">
          <Smartphone size={16} aria-hidden="true" /> {t('chat.onDevice')}
        </p>
      ) : null}
      {readAloud?.speech.supported && !streaming ? (
        <button type="button" className="button button--ghost chat-message__read" onClick={toggleReading}>
          {speaking ? <VolumeX size={18} aria-hidden="true" /> : <Volume2 size={18} aria-hidden="true" />}
          {speaking ? t('chat.stopReading') : t('chat.readAloud')}
        </button>
      ) : null}
      {noVoice ? (
        <p role="status" className="chat-message__no-voice">
          {t('chat.noVoice')}
        </p>
      ) : null}
    </div>
  );
}
