// The conversation (the view scrolls to the newest message). Finished messages are
// a log region, so a screen reader says each new one once; the reply still streaming sits just
// after it, marked busy, and joins the log whole when it is done (not re-read at every chunk).
// The page follows the newest message while the person is at the bottom, and stays where they
// are when they have scrolled up to read.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../core/assistant/chat-limits';
import { parseReply } from '../../core/assistant/reply-markup';
import { useReadAloud } from '../../ui/use-read-aloud';
import { AssistantMessage } from './assistant-message';
import { useChatStore } from './chat-store';
import { TypingIndicator } from './typing-indicator';
import { UserMessage } from './user-message';

/** Within this many pixels of the bottom counts as "at the bottom". */
const FOLLOW_DISTANCE = 160;

function useFollowNewest(end: RefObject<HTMLDivElement | null>, count: number, pending: string | null) {
  const following = useRef(true);

  useEffect(() => {
    const update = () => {
      following.current = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - FOLLOW_DISTANCE;
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // A new message (the person's own, or a finished reply): always shown.
  useLayoutEffect(() => {
    following.current = true;
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count, end]);

  // The reply growing: followed only while the person has not scrolled away.
  useLayoutEffect(() => {
    if (pending && following.current) end.current?.scrollIntoView?.({ block: 'end' });
  }, [pending, end]);
}

export function MessageList() {
  const { t } = useTranslation('assistant');
  const messages = useChatStore((state) => state.messages);
  const deviceAnswers = useChatStore((state) => state.deviceAnswers);
  const status = useChatStore((state) => state.status);
  const pending = useChatStore((state) => state.pending);
  const speech = useReadAloud();
  const end = useRef<HTMLDivElement>(null);
  useFollowNewest(end, messages.length, pending);
  const replyStarted = status === 'streaming' && pending !== null && parseReply(pending, { streaming: true }).text !== '';

  return (
    <div className="chat-messages">
      <div role="log" aria-live="polite" aria-label={t('chat.log')} className="chat-messages__log">
        {messages.map((message, index) =>
          message.role === 'user' ? (
            <UserMessage key={index} message={message} />
          ) : (
            <AssistantMessage key={index} text={messageText(message)} onDevice={deviceAnswers.includes(index)} readAloud={{ speech, id: `message-${index}` }} />
          ),
        )}
      </div>
      {replyStarted ? (
        <div aria-busy="true">
          <AssistantMessage text={pending} streaming />
        </div>
      ) : status !== 'idle' ? (
        <TypingIndicator />
      ) : null}
      <div ref={end} className="chat-messages__end" />
    </div>
  );
}
