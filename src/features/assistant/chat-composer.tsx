// Where the person writes (text input, send button, image attach button). Enter sends and
// Shift+Enter starts a new line (not while an input method is composing Chinese); pictures are
// shown before sending and each can be removed. Input and send are disabled while a reply is on
// its way (spec section 4), and the words must be more than spaces (section 5).
import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS } from '../../core/assistant/chat-limits';
import { useChatStore } from './chat-store';
import { useImageAttachments } from './use-image-attachments';

export const MESSAGE_INPUT_ID = 'assistant-input';

export function ChatComposer({ onSend }: { onSend: () => void }) {
  const { t } = useTranslation('assistant');
  const draft = useChatStore((state) => state.draft);
  const setDraft = useChatStore((state) => state.setDraft);
  const attachments = useChatStore((state) => state.attachments);
  const removeAttachment = useChatStore((state) => state.removeAttachment);
  const loading = useChatStore((state) => state.status !== 'idle');
  const { add, problems, preparing, clearProblems } = useImageAttachments();
  const fileInput = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const canSend = !loading && !preparing && draft.trim() !== '';

  // Disabling the box while the reply comes drops its focus; it comes back when the reply is done.
  const wasLoading = useRef(loading);
  useEffect(() => {
    if (wasLoading.current && !loading && (document.activeElement === document.body || document.activeElement === null)) input.current?.focus();
    wasLoading.current = loading;
  }, [loading]);

  const send = () => {
    if (!canSend) return;
    clearProblems();
    onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {attachments.length ? (
        <ul className="chat-composer__pictures" aria-label={t('composer.attached')}>
          {attachments.map((attachment) => (
            <li key={attachment.id} className="chat-composer__picture">
              <img src={attachment.url} alt={attachment.name} />
              <button
                type="button"
                className="chat-composer__remove"
                onClick={() => removeAttachment(attachment.id)}
                aria-label={t('composer.remove', { name: attachment.name })}
                disabled={loading}
              >
                <X size={18} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problems.length ? (
        <div className="form-alert chat-composer__problems" role="alert">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      {preparing ? (
        <p className="chat-composer__preparing" role="status">
          {t('composer.preparing')}
        </p>
      ) : null}
      <label htmlFor={MESSAGE_INPUT_ID} className="visually-hidden">
        {t('composer.label')}
      </label>
      <div className="chat-composer__row">
        <button
          type="button"
          className="button button--secondary chat-composer__icon"
          onClick={() => fileInput.current?.click()}
          disabled={loading || preparing || attachments.length >= CHAT_LIMITS.images}
          aria-label={t('composer.attach')}
          title={t('composer.attach')}
        >
          <ImagePlus size={22} aria-hidden="true" />
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label={t('composer.attach')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared, so choosing the same picture again (after removing it) still counts as a choice.
            event.target.value = '';
            if (files.length) void add(files);
          }}
        />
        <textarea
          ref={input}
          id={MESSAGE_INPUT_ID}
          className="chat-composer__input"
          rows={2}
          value={draft}
          maxLength={CHAT_LIMITS.messageChars}
          placeholder={t('composer.placeholder')}
          aria-describedby="assistant-input-hint"
          disabled={loading}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button chat-composer__icon" disabled={!canSend} aria-label={t('composer.send')} title={t('composer.send')}>
          <SendHorizontal size={22} aria-hidden="true" />
        </button>
      </div>
      <p id="assistant-input-hint" className="chat-composer__hint">
        {t('composer.hint')}
      </p>
    </form>
  );
}
