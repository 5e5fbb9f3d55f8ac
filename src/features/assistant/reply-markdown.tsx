// An assistant reply as safe markdown (markdown-to-jsx): raw HTML is shown as text, never run;
// links inside Pali go through the router, links to other sites open in a new tab without a way
// back into Pali, and anything else (javascript:, data:) is plain text. Pictures in a reply are
// not fetched (a reply must not make the phone contact a third party); their description stays.
// Headings start at h3: the page has its h1 and the chat its h2. Loaded lazily (reply-text.tsx).
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OutsideLink } from '../../ui/outside-link';

const APP_PATH = /^\/(?!\/)/;
const WEB_LINK = /^https?:\/\//i;
const CALL_OR_MAIL = /^(mailto|tel|sms):/i;

function ReplyLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (href && APP_PATH.test(href)) return <Link to={href}>{children}</Link>;
  if (href && WEB_LINK.test(href)) return <OutsideLink href={href}>{children}</OutsideLink>;
  if (href && CALL_OR_MAIL.test(href)) return <a href={href}>{children}</a>;
  return <span>{children}</span>;
}

const ReplyImage = ({ alt }: { alt?: string }) => (alt ? <span>{alt}</span> : null);
// Heading ids are dropped: two replies with the same heading would repeat an id on the page.
const Heading3 = ({ children }: { children?: ReactNode }) => <h3 className="reply__heading">{children}</h3>;
const Heading4 = ({ children }: { children?: ReactNode }) => <h4 className="reply__heading">{children}</h4>;

const OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  wrapper: 'div',
  forceWrapper: true,
  overrides: {
    a: ReplyLink,
    img: ReplyImage,
    h1: Heading3,
    h2: Heading3,
    h3: Heading4,
    h4: Heading4,
    h5: Heading4,
    h6: Heading4,
  },
};

// markdown-to-jsx 7 (7 kB gzip; version 9 is 32 kB): a reply still streaming is rendered as it
// stands, its half-written markup already cut by parseReply.
export function ReplyMarkdown({ text }: { text: string }) {
  return (
    <Markdown className="reply" options={OPTIONS}>
      {text}
    </Markdown>
  );
}
