// The shape of the glossary of common papers, as a zod schema the content test validates
// with; the types come from it. A paper has a plain name in the reader's language and the phrases
// that name it in a letter. The app and core import only the types, so zod stays out of the bundle.
import { z } from 'zod';
import { LocalizedSchema } from '../places/place-types';

/**
 * A phrase as letters write it, in lower case, single-spaced, with no apostrophes (OCR reads them
 * many ways, so the reader drops them before comparing). Accents may stay: both sides are folded.
 */
const PaperPhraseSchema = z
  .string()
  .min(2)
  .refine((phrase) => phrase === phrase.toLowerCase(), 'phrases are lower case')
  .refine((phrase) => phrase === phrase.trim() && !/\s{2,}/.test(phrase), 'phrases are trimmed and single-spaced')
  .refine((phrase) => !/['"‘’“”`´]/.test(phrase), 'phrases have no quotation marks or apostrophes');

export const PaperSchema = z.strictObject({
  /** kebab-case, unique, e.g. 'birth-certificate'. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** The plain name shown to a reader (zh is Simplified Chinese). */
  name: LocalizedSchema,
  /** Phrases that name the paper in English, Spanish and Chinese letters; no phrase names two papers. */
  match: z.strictObject({
    en: z.array(PaperPhraseSchema).min(1),
    es: z.array(PaperPhraseSchema).min(1),
    zh: z.array(PaperPhraseSchema).min(1),
  }),
});

type Paper = z.infer<typeof PaperSchema>;

/** The glossary as the facts reader takes it (an argument, so core hard-wires no content). */
export type PaperGlossary = readonly Paper[];
