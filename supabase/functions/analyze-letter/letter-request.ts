// What a call to analyze-letter asks, checked: which uploaded letter (`path` inside letter-uploads,
// or the spec's `imageUrl` naming the same object), the form's sender, concern, deadline and
// letter date, and the reader's language.
// Rules: the object must sit in the caller's own folder (`<their user id>/…`), whatever the body
// says, because the service role that downloads it can read everyone's; an `imageUrl` is only
// ever read for the object name in it, never fetched (the server must not request addresses a
// caller chooses).
import { z } from 'zod';
import { LETTER_SENDERS } from '../../../src/core/letters/letter-senders.ts';

export const LETTER_BUCKET = 'letter-uploads';

export type ReaderLanguage = 'en' | 'es' | 'zh';

export interface LetterRequest {
  /** The object's name inside letter-uploads. */
  path: string;
  /** The sender the person chose, when it is one of the spec's. */
  sender: string | null;
  concern: string;
  /** YYYY-MM-DD dates the person typed, or null. */
  deadline: string | null;
  letterDate: string | null;
  reader: ReaderLanguage;
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
  // The spec's profiles say 'cn' for Chinese; the app's reader language is 'zh'.
  language: z.enum(['en', 'es', 'cn', 'zh']).default('en'),
  today: isoDate.optional(),
});

export type RequestProblem = { status: 400 | 403; code: 'bad_request' | 'forbidden'; message: string };

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
  try {
    return url.pathname.slice(at + marker.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

/** True when `name` is an object in `userId`'s own folder, with nothing that could climb out of it. */
export function isOwnObject(name: string, userId: string): boolean {
  const segments = name.split('/');
  if (segments.length < 2 || segments[0] !== userId) return false;
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0]/.test(segment));
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
  const name = input.path ?? (input.imageUrl !== undefined ? objectNameFrom(input.imageUrl) : null);
  if (!name) return { ok: false, problem: { status: 400, code: 'bad_request', message: 'Say which uploaded letter to explain (path).' } };
  const path = name.replace(/^\/+/, '');
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
      reader: input.language === 'cn' ? 'zh' : input.language,
      today: input.today ? middayOf(input.today) : new Date(),
    },
  };
}
