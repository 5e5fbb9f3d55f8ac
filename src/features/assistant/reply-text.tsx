// A reply's text for the message list: rendered as markdown by reply-markdown.tsx, which is
// fetched in idle time after the first paint (markdown-to-jsx is most of the chat's code and the
// empty chat does not need it). Until it is here, or if it could not load, the reply shows as
// plain text, never nothing.
import { Suspense } from 'react';
import { once } from '../../core/once';
import { lazyRetrying } from '../../ui/lazy-retrying';

const loadMarkdown = once(() => import('./reply-markdown'));
const ReplyMarkdown = lazyRetrying(() => loadMarkdown().then((module) => module.ReplyMarkdown), PlainReply);

export function preloadReplyMarkdown(): void {
  void loadMarkdown().catch(() => undefined);
}

function PlainReply({ text }: { text: string }) {
  return (
    <div className="reply">
      <p className="reply__plain">{text}</p>
    </div>
  );
}

export function ReplyText({ text }: { text: string }) {
  return (
    <Suspense fallback={<PlainReply text={text} />}>
      <ReplyMarkdown text={text} />
    </Suspense>
  );
}
