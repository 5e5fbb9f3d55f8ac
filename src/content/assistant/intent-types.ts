// The shape of the assistant's intent rules (docs/architecture.md "Assistant"), as zod schemas the
// content tests validate with; the types come from them. An intent is a set of words and phrases,
// in English, Spanish and Chinese, that show what a question is about, and what Pali does about
// it: the screens it offers (redirects), the guides it favours in the search, the kind of help to
// reach and how soon (service), and the emergency numbers to lead with. The engine imports only
// the types, so zod never reaches the browser bundle.
import { z } from 'zod';
import { INTENT_SERVICE_TYPES, INTENT_URGENCIES } from './intent-constants';

export { INTENT_SERVICE_TYPES };

/**
 * A keyword as the engine compares it: lower case, no accents or apostrophes, words joined by one
 * space ("drivers license", "licencia de conducir", "驾照"). A `*` ends a word that may go on
 * ("evict*" finds evict, evicted, eviction). Latin words match whole words; Chinese matches
 * anywhere in the question, so a single character (枪, a gun) is a keyword too.
 */
const KeywordSchema = z.string().regex(/^[\p{Ll}\p{Lo}\p{N}]+\*?( [\p{Ll}\p{Lo}\p{N}]+\*?)*$/u, 'folded words, one space apart, * only at a word end');

const keywords = z.array(KeywordSchema).min(1);

/** Keywords in each of Pali's languages; a question is matched against all of them. */
export const KeywordsSchema = z.strictObject({ en: keywords, es: keywords, zh: keywords, pt: keywords, ht: keywords });

/** A screen of Pali: /rights, /letter, /map?category=legal, /eligibility?task=mass-id, … */
const appPath = z.string().regex(/^\/[a-z-]+(\?[a-z]+=[a-z-]+)?$/);

/** A guide's source id ('rights/atDoor'), or the start of several ids followed by * ('place/legal-*'). */
const guideRef = z.string().regex(/^[a-z-]+\/[\w-]+\*?$/);

export const IntentSchema = z.strictObject({
  /** kebab-case, unique. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  keywords: KeywordsSchema,
  /** When one of these is in the question, the intent does not apply ("emergency room" is not an emergency). */
  unless: KeywordsSchema.partial().optional(),
  /** Screens to offer, most useful first; the engine writes each one's reason. */
  redirects: z.array(appPath).max(3),
  /** Guides the search favours for this intent, most useful first. */
  guides: z.array(guideRef),
  service: z.strictObject({ type: z.enum(INTENT_SERVICE_TYPES), urgency: z.enum(INTENT_URGENCIES) }).optional(),
  /** Emergency contacts to lead the answer with, by the number dialled ('911', '988'). */
  emergency: z
    .array(z.string().regex(/^\d{3,11}$/))
    .min(1)
    .optional(),
  /**
   * The keywords are common words that often mean no danger ("fire", "threaten"): when the danger
   * classifier is sure the question shows none, they do not apply.
   */
  overruledWhenSafe: z.literal(true).optional(),
});

export type Keywords = z.infer<typeof KeywordsSchema>;
export type AssistantIntent = z.infer<typeof IntentSchema>;
