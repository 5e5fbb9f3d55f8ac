// Shown while the reply has not started (an animated typing indicator while waiting). Its
// words are for screen readers (said once, as a status); the dots are for the eyes, and stand
// still for people who ask for less motion.
import { useTranslation } from 'react-i18next';

export function TypingIndicator() {
  const { t } = useTranslation('assistant');
  return (
    <div className="chat-message chat-message--assistant typing-indicator" role="status">
      <span className="visually-hidden">{t('chat.typing')}</span>
      <span className="typing-indicator__dot" aria-hidden="true" />
      <span className="typing-indicator__dot" aria-hidden="true" />
      <span className="typing-indicator__dot" aria-hidden="true" />
    </div>
  );
}
