// Choosing pictures for the next message ("image attach button (images only, several at a
// time, removable before sending)"). Each is made smaller first; what cannot be attached is said
// in the reader's language, and the pictures that could be are kept.
// Rules: only images; at most CHAT_LIMITS.images per message; each within CHAT_LIMITS.imageChars
// after downscaling (ai-assistant would refuse the whole message otherwise).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS } from '../../core/assistant/chat-limits';
import { useChatStore, type Attachment } from './chat-store';
import { downscaleImage } from './downscale-image';

const isImage = (file: File) => file.type.startsWith('image/');

export function useImageAttachments() {
  const { t } = useTranslation('assistant');
  const addAttachments = useChatStore((state) => state.addAttachments);
  const [problems, setProblems] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(false);

  const add = async (files: readonly File[]) => {
    const found: string[] = [];
    for (const file of files.filter((candidate) => !isImage(candidate))) found.push(t('images.notImage', { name: file.name }));
    const room = CHAT_LIMITS.images - useChatStore.getState().attachments.length;
    const images = files.filter(isImage);
    if (images.length > room) found.push(t('images.tooMany', { max: CHAT_LIMITS.images }));
    setPreparing(true);
    const ready: Attachment[] = [];
    for (const file of images.slice(0, Math.max(0, room))) {
      try {
        const url = await downscaleImage(file);
        if (url.length > CHAT_LIMITS.imageChars) found.push(t('images.tooLarge', { name: file.name }));
        else ready.push({ id: crypto.randomUUID(), name: file.name, url });
      } catch {
        found.push(t('images.unreadable', { name: file.name }));
      }
    }
    setPreparing(false);
    if (ready.length) addAttachments(ready);
    setProblems(found);
  };

  return { add, problems, preparing, clearProblems: () => setProblems([]) };
}
