// The shape of the assistant's facts (answer with the fact first): short sentences that
// answer one kind of question about one topic ("A REAL ID costs $50 …"), in English, Spanish and
// Chinese, each with its official source and the day it was compared with that source. The engine
// reads what a question asks (cost, documents, hours, …) and about what (the topic's keywords), and
// leads with the matching fact, then the source and the screen to go to. Zod schemas for the
// content tests; the engine imports only the types.
import { z } from 'zod';
import { KeywordsSchema } from './intent-types';

/** What a question asks for; a fact answers one or more of these. */
export const FACT_ASKS = ['cost', 'documents', 'where-when', 'eligibility', 'how-long', 'how-to', 'law', 'which-number', 'what'] as const;
export type FactAsk = (typeof FACT_ASKS)[number];

const text = z.string().trim().min(12).max(420);
const LocalizedFactSchema = z.strictObject({ en: text, es: text, zh: z.string().trim().min(6).max(220), pt: text, ht: text });

const FactSchema = z.strictObject({
  /** The kinds of question this fact answers, the most direct first. */
  asks: z.array(z.enum(FACT_ASKS)).min(1),
  /** The answer itself, fact first, with its numbers ("$50", "68°F", "30 days"), in plain words. */
  text: LocalizedFactSchema,
  /** The official page that states it (mass.gov, a state or federal agency, a statute or regulation). */
  source: z.url({ protocol: /^https$/ }),
  /** The day the fact was compared with `source` (YYYY-MM-DD), or null when it could not be confirmed. */
  checked: z.iso.date().nullable(),
});

export const FactTopicSchema = z.strictObject({
  /** kebab-case, unique: 'real-id', 'security-deposit'. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** Words that name the topic in a question, in each language (folded, as intent keywords are). */
  keywords: KeywordsSchema,
  /** The screen of Pali to go to for it: /rights, /eligibility?task=mass-id, /map?category=legal, … */
  path: z.string().regex(/^\/[a-z-]+(\?[a-z]+=[a-z-]+)?$/),
  facts: z.array(FactSchema).min(1),
});

export type Fact = z.infer<typeof FactSchema>;
export type FactTopic = z.infer<typeof FactTopicSchema>;
