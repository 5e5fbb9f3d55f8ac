// One of the person's messages: their words as typed (line breaks kept) and the pictures they sent.
import { useTranslation } from 'react-i18next';
import { messageImages, messageText } from '../../core/assistant/chat-limits';
import type { ChatMessage } from '../../core/assistant/chat-message';

export function UserMessage({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('assistant');
  const images = messageImages(message);
  return (
    <div className="chat-message chat-message--user">
      <span className="visually-hidden">{t('chat.you')}: </span>
      {images.length ? (
        <ul className="chat-message__pictures">
          {images.map((url, index) => (
            <li key={index}>
              {url ? (
                <img src={url} alt={t('chat.picture', { number: index + 1 })} className="chat-message__picture" />
              ) : (
                <span className="chat-message__picture chat-message__picture--gone">{t('chat.pictureNotKept')}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="chat-message__text">{messageText(message)}</p>
    </div>
  );
}
