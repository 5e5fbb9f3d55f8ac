// What a call to analyze-letter asks, checked: which uploaded letter (`path` inside letter-uploads,
// or the older `imageUrl` naming the same object), the form's sender, concern, deadline and
// letter date, and the reader's language.
// Rules: the object must sit in the caller's own folder (`<their user id>/…`) as the storage
// server will finally read the name, not only as it is written: a URL parser turns `%2e%2e`,
// `.%2e`, a backslash or a tab between dots into `..` and climbs out of the folder, so
// a name is refused outright when it holds anything that a parser or a decoder could change (a
// `%` of any encoding, a backslash, a control character, `?`, `#`) or any `.`, `..` or empty
// segment. The download then runs as the caller (handler.ts), so the storage policy decides as
// well. An `imageUrl` is only ever read for the object name in it, never fetched (the server must
// not request addresses a caller chooses).
import { z } from 'zod';
import { LETTER_SENDERS } from '../../../src/core/letters/letter-senders.ts';
import { parseLanguage, type Language } from '../../../src/core/language.ts';

export const LETTER_BUCKET = 'letter-uploads';

export interface LetterRequest {
  /** The object's name inside letter-uploads. */
  path: string;
  /** The sender the person chose, when it is one of the known senders. */
  sender: string | null;
  concern: string;
  /** YYYY-MM-DD dates the person typed, or null. */
  deadline: string | null;
  letterDate: string | null;
  reader: Language;
  today: Date;
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value));
const formDate = z.union([isoDate, z.literal(''), z.null()]).optional();

const BodySchema = z.object({
  path: z.string().max(1024).optional(),
  imageUrl: z.string().max(4096).optional(),
  sender: z.string().max(40).nullish(),
  concern: z.string().max(4000).nullish(),
  deadline: formDate,
  letterDate: formDate,
  // Profiles say 'cn' for Chinese; the app's reader language is 'zh'.
  language: z.enum(['en', 'es', 'cn', 'zh']).default('en'),
  today: isoDate.optional(),
});

export type RequestProblem = { status: 400 | 403; code: 'bad_request' | 'forbidden'; message: string };

/** A segment of a URL's path, decoded once; one that decodes to a separator stays encoded, so the name check refuses it. */
function decodeSegment(segment: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return segment;
  }
  return /[/\\]/.test(decoded) ? segment : decoded;
}

/** The object name an `imageUrl` points at (a storage URL of letter-uploads, public, signed or not), or the value itself when it is a bare name. */
export function objectNameFrom(imageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(imageUrl);
  } catch {
    return imageUrl;
  }
  const marker = `/${LETTER_BUCKET}/`;
  const at = url.pathname.indexOf(marker);
  if (at < 0) return null;
  return url.pathname
    .slice(at + marker.length)
    .split('/')
    .map(decodeSegment)
    .join('/');
}

const MAX_NAME_LENGTH = 1024;
/**
 * What a URL parser or a decoder could turn into something else: `%` (any percent-encoding, so
 * `%2e%2e`, `%2f`, `%5c` and double encodings alike), a backslash (a separator to URL parsers),
 * control characters (tabs and newlines are dropped by them, so `.\t.` becomes `..`), and `?`
 * and `#` (they would end the path).
 */
// eslint-disable-next-line no-control-regex
const CHANGES_WHEN_PARSED = /[%\\?#\u0000-\u001f\u007f-\u009f]/;

/** True when `name` is an object in `userId`'s own folder, written so that nothing can read it as another. */
export function isOwnObject(name: string, userId: string): boolean {
  if (name.length > MAX_NAME_LENGTH || CHANGES_WHEN_PARSED.test(name)) return false;
  const segments = name.split('/');
  if (segments.length < 2 || segments[0] !== userId) return false;
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** "Today" at midday in Massachusetts on that date, so the day is the same on any clock. */
const middayOf = (date: string) => new Date(`${date}T16:00:00Z`);

export function readLetterRequest(body: unknown, userId: string): { ok: true; request: LetterRequest } | { ok: false; problem: RequestProblem } {
  const parsed = BodySchema.safeParse(body);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'body'))].join(', ');
    return { ok: false, problem: { status: 400, code: 'bad_request', message: `The request is not right (${fields}).` } };
  }
  const input = parsed.data;
  const path = input.path ?? (input.imageUrl !== undefined ? objectNameFrom(input.imageUrl) : null);
  if (!path) return { ok: false, problem: { status: 400, code: 'bad_request', message: 'Say which uploaded letter to explain (path).' } };
  if (!isOwnObject(path, userId)) return { ok: false, problem: { status: 403, code: 'forbidden', message: 'You can only ask about letters you uploaded yourself.' } };
  const sender = input.sender && (LETTER_SENDERS as readonly string[]).includes(input.sender) ? input.sender : null;
  return {
    ok: true,
    request: {
      path,
      sender,
      concern: input.concern?.trim() ?? '',
      deadline: input.deadline || null,
      letterDate: input.letterDate || null,
      reader: parseLanguage(input.language)!,
      today: input.today ? middayOf(input.today) : new Date(),
    },
  };
}
