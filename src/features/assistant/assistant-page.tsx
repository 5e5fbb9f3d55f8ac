// /assistant and /scripts: Pali Assistant (spec "Assistant screen"). Signed-in people get their
// saved conversations beside the chat (loaded with the device database, only for them); a
// signed-out visitor is welcomed once per tab and chats as a guest, without saved history.
// The chat follows who is signed in: a guest's chat carries into a sign-in, and a sign-out or
// another person starts an empty one.
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOwner } from '../../data/current-owner';
import { useSession } from '../../data/session-store';
import { lazyRetrying } from '../../ui/lazy-retrying';
import { PageHeader } from '../../ui/page-header';
import { whenIdle } from '../../ui/when-idle';
import { loadFindServicesRule } from './assistant-service';
import { ChatPanel } from './chat-panel';
import { useChatStore } from './chat-store';
import { GuestWelcomeDialog } from './guest-welcome-dialog';
import { preloadReplyMarkdown } from './reply-text';
import { cancelSend } from './send-message';
import { ServiceAlertDialog } from './service-alert-dialog';
import '../../ui/forms.css';
import './assistant.css';

// The chat works without the saved conversations, so none are shown while they load or if they could not.
const ConversationSidebar = lazyRetrying(() => import('./conversation-sidebar').then((module) => module.default));

export function AssistantPage() {
  const { t } = useTranslation();
  const status = useSession((state) => state.status);
  const owner = useCurrentOwner();
  const followOwner = useChatStore((state) => state.followOwner);
  const signedIn = status === 'signed-in';

  // In idle time: the markdown renderer and the small "find services" rule, so the first reply
  // renders at once and the rule is here even if the connection drops before the first send.
  useEffect(
    () =>
      whenIdle(() => {
        preloadReplyMarkdown();
        void loadFindServicesRule().catch(() => undefined);
      }),
    [],
  );

  useEffect(() => {
    if (status === 'loading') return;
    const previous = useChatStore.getState().owner;
    // Another person's reply must not land in this person's chat.
    if (previous !== null && previous !== 'guest' && previous !== owner) cancelSend();
    followOwner(owner);
  }, [status, owner, followOwner]);

  return (
    <div className="page assistant-page">
      <PageHeader title={t('assistant.title')} description={t('assistant.description')} />
      <div className={`assistant-layout${signedIn ? ' assistant-layout--history' : ''}`}>
        {signedIn ? (
          <Suspense fallback={null}>
            <ConversationSidebar />
          </Suspense>
        ) : null}
        <ChatPanel ownNewChat={!signedIn} />
      </div>
      <GuestWelcomeDialog />
      <ServiceAlertDialog />
    </div>
  );
}
