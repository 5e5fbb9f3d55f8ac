// The shape of the /pack content, as zod schemas the content tests validate with; the
// types come from them. A purpose (why the person is preparing papers: the RMV, a school, …) says
// what that office asks for and which of our documents help; a document is a letter in one or more
// variants, each an English template the filler completes from the intake. The app imports only
// the types and pack-constants.ts, so zod never reaches the browser bundle.
import { z } from 'zod';
import { LocalizedSchema } from '../places/place-types';
import { DOCUMENT_IDS, DOCUMENT_VARIANT_IDS, INTAKE_FIELDS, LETTER_PLACEHOLDERS, PLACEHOLDER_PATTERN, placeholdersIn, PURPOSE_IDS, SIGNATURE_ROLES } from './pack-constants';

const officialUrl = z.url({ protocol: /^https$/ });

/**
 * Letter text is English, what Massachusetts offices read, in printable ASCII (no curly quotes,
 * no section signs) so the template itself never needs more than a standard font. The values the
 * filler puts in (a name like 'Ana Pérez' or '王芳') can be any script; the PDF builder's font
 * must cover those.
 */
const englishText = z
  .string()
  .trim()
  .min(1)
  .regex(/^[\x20-\x7E]+$/, 'letter text is printable ASCII English');

/**
 * A letter in English. `{field}` placeholders are filled from the intake; an optional field left
 * empty prints BLANK, so each such placeholder sits where a hand-written line makes sense.
 */
export const LetterTemplateSchema = z
  .strictObject({
    title: englishText,
    /** Paragraphs, each printed as its own block; short 'Label: value' lines are paragraphs too. */
    body: z.array(englishText).min(1),
    /** Who signs, in order; 'notary' adds the notary's jurat after the other signatures. */
    signatures: z.array(z.enum(SIGNATURE_ROLES)).min(1),
    /** Every intake field the letter prints, each once. */
    fields: z.array(z.enum(INTAKE_FIELDS)).min(1),
  })
  .superRefine((letter, ctx) => {
    const texts = [letter.title, ...letter.body];
    const used = new Set(texts.flatMap(placeholdersIn));
    for (const name of used) {
      if (!(LETTER_PLACEHOLDERS as readonly string[]).includes(name)) {
        ctx.addIssue({ code: 'custom', message: `unknown placeholder {${name}}`, path: ['body'] });
      } else if (name !== 'today' && !(letter.fields as readonly string[]).includes(name)) {
        ctx.addIssue({ code: 'custom', message: `{${name}} is used but not listed in fields`, path: ['fields'] });
      }
    }
    for (const field of letter.fields) {
      if (!used.has(field)) ctx.addIssue({ code: 'custom', message: `${field} is listed but never used`, path: ['fields'] });
    }
    if (new Set(letter.fields).size !== letter.fields.length) ctx.addIssue({ code: 'custom', message: 'fields repeat', path: ['fields'] });
    if (new Set(letter.signatures).size !== letter.signatures.length) ctx.addIssue({ code: 'custom', message: 'signatures repeat', path: ['signatures'] });
    if (texts.some((text) => /[{}]/.test(text.replace(PLACEHOLDER_PATTERN, '')))) {
      ctx.addIssue({ code: 'custom', message: 'a brace outside a placeholder', path: ['body'] });
    }
  });

const VariantSchema = z.strictObject({
  /** kebab-case, one of the fixed variants of its document (DOCUMENT_VARIANT_IDS). */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  label: LocalizedSchema,
  letter: LetterTemplateSchema,
});

export const DocumentSchema = z
  .strictObject({
    id: z.enum(DOCUMENT_IDS),
    title: LocalizedSchema,
    /** One line under the title: who writes or signs it. */
    subtitle: LocalizedSchema,
    /** What it is for, in the reader's language. */
    description: LocalizedSchema,
    /** What to attach to it or bring with it. */
    attachments: z.array(LocalizedSchema).min(1),
    variants: z.array(VariantSchema).min(1),
  })
  .superRefine((document, ctx) => {
    const expected: readonly string[] = DOCUMENT_VARIANT_IDS[document.id];
    const actual = document.variants.map((variant) => variant.id);
    if (actual.join() !== expected.join()) {
      ctx.addIssue({ code: 'custom', message: `variants ${actual.join()} are not the spec's ${expected.join()}`, path: ['variants'] });
    }
  });

export const PurposeSchema = z.strictObject({
  id: z.enum(PURPOSE_IDS),
  title: LocalizedSchema,
  description: LocalizedSchema,
  /** What that office asks for, each point true in Massachusetts per `source`. */
  requirements: z.array(LocalizedSchema).min(2),
  /** Our documents that help with this purpose, most useful first. */
  suggestedDocuments: z.array(z.enum(DOCUMENT_IDS)).min(1),
  /** The official page the requirements come from. */
  source: officialUrl,
  /** The day the requirements were checked against `source` (YYYY-MM-DD). */
  lastVerified: z.iso.date(),
});

export type PackDocument = z.infer<typeof DocumentSchema>;
export type Purpose = z.infer<typeof PurposeSchema>;
