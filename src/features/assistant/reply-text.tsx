// A reply's text for the message list: rendered as markdown by reply-markdown.tsx, which is
// fetched in idle time after the first paint (markdown-to-jsx is most of the chat's code and the
// empty chat does not need it). Until it is here, the reply shows as plain text, never nothing.
import { lazy, Suspense } from 'react';
import { once } from '../../core/once';

const loadMarkdown = once(() => import('./reply-markdown'));
const ReplyMarkdown = lazy(() => loadMarkdown().then((module) => ({ default: module.ReplyMarkdown })));

export function preloadReplyMarkdown(): void {
  void loadMarkdown().catch(() => undefined);
}

export function ReplyText({ text }: { text: string }) {
  return (
    <Suspense
      fallback={
        <div className="reply">
          <p className="reply__plain">{text}</p>
        </div>
      }
    >
      <ReplyMarkdown text={text} />
    </Suspense>
  );
}
