// The shape of the Rights & Safety content, as zod schemas the content tests
// validate with; the types come from them. Seven sections, each with its points; "at the door" and
// "traffic stops" carry a script to say, the others hotlines to call; and the emergency contacts
// with their types. Every text in English, Spanish and Chinese.
import { z } from 'zod';
import { LocalizedSchema } from '../places/place-types';

export const RIGHTS_SECTION_IDS = ['atDoor', 'workplace', 'housing', 'traffic', 'school', 'healthcare', 'financial'] as const;
export const CONTACT_TYPES = ['emergency', 'urgent', 'crisis', 'legal'] as const;

const officialUrl = z.url({ protocol: /^https$/ });
/** As dialled: digits only (short codes as they are, '911'), e.g. '18004532004'. */
const dialled = z.string().regex(/^\d{3,11}$/);

const HotlineSchema = z.strictObject({
  label: LocalizedSchema,
  number: dialled,
  /** As shown, e.g. '(800) 453-2004' or '988'. */
  display: z.string().min(3),
  /** The official page that publishes the number. */
  source: officialUrl,
});

export const RightsSectionSchema = z.strictObject({
  id: z.enum(RIGHTS_SECTION_IDS),
  title: LocalizedSchema,
  /** Short, plain statements of a right or what to do; each true in Massachusetts. */
  points: z.array(LocalizedSchema).min(3),
  /** What to say, word for word (atDoor and traffic). */
  script: z.array(LocalizedSchema).optional(),
  hotlines: z.array(HotlineSchema).optional(),
  /** The official pages the points come from. */
  sources: z.array(officialUrl).min(1),
  /**
   * The day every point on it was compared with its sources (YYYY-MM-DD), or null when that could
   * not be done (the file says why). A point not yet compared keeps the whole section undated.
   */
  checked: z.iso.date().nullable(),
});

export const EmergencyContactSchema = z.strictObject({
  label: LocalizedSchema,
  number: dialled,
  display: z.string().min(3),
  type: z.enum(CONTACT_TYPES),
  /** When to call, in a few words. */
  when: LocalizedSchema,
  source: officialUrl,
  /** The day the number and the "when" were compared with `source` (YYYY-MM-DD), or null when they could not be (the file says why). */
  checked: z.iso.date().nullable(),
});

export const QUICK_CARD_IDS = ['letter', 'phoneScript', 'interpreter'] as const;

/** A line of the phone script: its meaning in each language, and the English each reader says. */
const ScriptLineSchema = z.strictObject({
  /** What the line means, for the reader of each language (an English reader sees the Spanish beneath). */
  line: LocalizedSchema,
  /** The English words to say, for a reader of each language (they name the reader's own language). */
  say: LocalizedSchema,
});

/**
 * The three short cards: a confusing letter, a phone script to ask for an interpreter (in
 * English and Spanish), and an emergency card on the interpreter and on not signing.
 */
export const QuickCardSchema = z.strictObject({
  id: z.enum(QUICK_CARD_IDS),
  title: LocalizedSchema,
  points: z.array(LocalizedSchema).min(1),
  script: z.array(ScriptLineSchema).optional(),
  /** Screens of Pali that help with it: an app path and what the link says. */
  links: z.array(z.strictObject({ path: z.string().regex(/^\/[a-z-]*(\?[a-z]+=[a-z-]+)?$/), label: LocalizedSchema })).optional(),
  sources: z.array(officialUrl).min(1),
  /**
   * The day every point on it was compared with its sources (YYYY-MM-DD), or null when that could
   * not be done (the file says why). A point not yet compared keeps the whole card undated.
   */
  checked: z.iso.date().nullable(),
});

export type QuickCard = z.infer<typeof QuickCardSchema>;
export type RightsSectionId = (typeof RIGHTS_SECTION_IDS)[number];
export type ContactType = (typeof CONTACT_TYPES)[number];
export type Hotline = z.infer<typeof HotlineSchema>;
export type RightsSection = z.infer<typeof RightsSectionSchema>;
export type EmergencyContact = z.infer<typeof EmergencyContactSchema>;
