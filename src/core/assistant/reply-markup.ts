// The assistant's reply markup (docs/architecture.md "Assistant"): `[REDIRECT: /path | reason]` and
// `[SERVICE: TYPE | URGENCY | reason]`, written by the model or the on-device engine and removed
// from what the person reads; the screen turns them into links and the service alert instead.
// Rules: only a path inside Pali is a redirect (never `//host` or `https:`), so a reply cannot send
// anyone off-site; while a reply streams, a marker still being written is hidden, not flashed.
import type { Redirect, ServiceSuggestion } from './assistant-types';

const MARKER = /\[\s*(REDIRECT|SERVICE)\s*:([^\]\n]*)\]/gi;
/** An app path: one leading slash, then URL characters; no scheme, no host. */
const APP_PATH = /^\/(?!\/)[\w\-.~/?=&#%+]*$/;

export interface ParsedReply {
  /** The reply without its markup, ready to render as markdown. */
  text: string;
  redirects: Redirect[];
  services: ServiceSuggestion[];
}

function fields(body: string): string[] {
  return body.split('|').map((part) => part.trim());
}

/** A marker being written at the end of a streaming reply: `[`, `[RED`, `[SERVICE: LEGAL_…`. */
function unfinishedMarkerStart(text: string): number {
  const start = text.lastIndexOf('[');
  if (start < 0 || text.indexOf(']', start) >= 0) return -1;
  const tail = text
    .slice(start + 1)
    .trimStart()
    .toUpperCase();
  const keyword = tail.split(':')[0] ?? '';
  const isPrefix = (word: string) => (tail.includes(':') ? keyword.trim() === word : word.startsWith(keyword));
  return isPrefix('REDIRECT') || isPrefix('SERVICE') ? start : -1;
}

function tidy(text: string): string {
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Splits a reply into what is shown and what it asks for. `streaming`: the reply is still growing,
 * so a marker not yet closed is cut off rather than shown half-written.
 */
export function parseReply(reply: string, options: { streaming?: boolean } = {}): ParsedReply {
  const redirects: Redirect[] = [];
  const services: ServiceSuggestion[] = [];
  let text = reply.replace(MARKER, (_whole, kind: string, body: string) => {
    const parts = fields(body);
    if (kind.toUpperCase() === 'REDIRECT') {
      const [path = '', ...reason] = parts;
      if (APP_PATH.test(path) && !redirects.some((known) => known.path === path)) redirects.push({ path, reason: reason.join(' | ') });
    } else {
      const [type = '', urgency = '', ...reason] = parts;
      if (type) services.push({ type: type.toUpperCase(), urgency: urgency.toUpperCase(), reason: reason.join(' | ') });
    }
    return '';
  });
  if (options.streaming) {
    const cut = unfinishedMarkerStart(text);
    if (cut >= 0) text = text.slice(0, cut);
  }
  return { text: tidy(text), redirects, services };
}

export function redirectMarkup({ path, reason }: Redirect): string {
  return `[REDIRECT: ${path} | ${reason.replace(/[\]\n|]/g, ' ').trim()}]`;
}

export function serviceMarkup({ type, urgency, reason }: ServiceSuggestion): string {
  return `[SERVICE: ${type} | ${urgency} | ${reason.replace(/[\]\n|]/g, ' ').trim()}]`;
}
