// A letter template filled from the intake: the English text the packet prints, the copy button
// copies and the share sheet sends. Pure data in, data out, so the PDF builder, the result screen
// and the tests all print the same words.
import { BLANK, PLACEHOLDER_PATTERN, type IntakeField, type SignatureRole } from '../../content/pack/pack-constants';
import { NOTARY_JURAT } from '../../content/pack/documents';
import type { PackDocument } from '../../content/pack/pack-types';
import { DATE_FIELDS, intakeValue, parseIntakeDate, type Intake } from './intake';

export interface FilledLetter {
  documentId: PackDocument['id'];
  variantId: string;
  title: string;
  paragraphs: string[];
  signatures: SignatureRole[];
  /** The notary's jurat when a notary signs, else empty. */
  jurat: string[];
  /** Who signs, in the template's order; the name is '' when the intake has none (or a notary). */
  signers: { role: SignatureRole; name: string }[];
}

/** Whose name goes under each signature line; the notary writes theirs in the jurat. */
const SIGNER_FIELD: Record<SignatureRole, IntakeField | null> = {
  resident: 'fullName',
  host: 'hostName',
  employer: 'employerName',
  parent: 'fullName',
  notary: null,
};

/** The caption under a signature line, in English like the letter. */
const SIGNATURE_CAPTIONS: Record<SignatureRole, string> = {
  resident: 'Signature',
  host: 'Signature of host, roommate or landlord',
  // employerName is the business; a person signs for it.
  employer: 'Signature of authorized representative',
  parent: 'Signature of parent or guardian',
  notary: 'Signature and seal of notary public',
};

/** Dates the way a US office writes them, "November 22, 2026". A date field is a calendar day, so UTC. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** The day the packet is made is the day on a Massachusetts calendar, whatever the device's zone. */
const TODAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });

const isDateField = (name: string): boolean => (DATE_FIELDS as readonly string[]).includes(name);

/** A line to write on by hand, `points` wide at the letter's 11pt Helvetica (an underscore is about 6pt). */
const line = (points: number): string => '_'.repeat(Math.round(points / 6));

/**
 * How long each empty field's line is: room for what a person writes there by hand. A name or an
 * address takes over two and a half inches of handwriting, a date or a phone number under two, a unit or a
 * ZIP code one. An inch-long line for everything left no room to write an employer's name.
 */
export const HAND_BLANKS = {
  name: line(192),
  address: line(192),
  city: line(144),
  /** What a letter asks for with no intake field (a job title, a start date, hours a week). */
  other: line(144),
  date: line(108),
  phone: line(120),
  short: line(72),
} as const;

const FIELD_BLANK: Record<IntakeField, string> = {
  fullName: HAND_BLANKS.name,
  hostName: HAND_BLANKS.name,
  employerName: HAND_BLANKS.name,
  childName: HAND_BLANKS.name,
  hostRelationship: HAND_BLANKS.city,
  employerContact: HAND_BLANKS.name,
  preferredLanguage: HAND_BLANKS.city,
  address: HAND_BLANKS.address,
  city: HAND_BLANKS.city,
  dob: HAND_BLANKS.date,
  moveInDate: HAND_BLANKS.date,
  childDOB: HAND_BLANKS.date,
  phone: HAND_BLANKS.phone,
  unit: HAND_BLANKS.short,
  zip: HAND_BLANKS.short,
  childGrade: HAND_BLANKS.short,
};

/** A template's or the jurat's own lines, made long enough to write on (a county, a notary's name, an ID). */
const widenBlanks = (text: string): string => text.replaceAll(BLANK, HAND_BLANKS.other);

/** The line a letter prints for an empty field. */
const blankFor = (field: IntakeField): string => FIELD_BLANK[field] ?? BLANK;

/** Throws for an unknown variant, so a stale link never prints another letter than the one chosen. */
export function fillLetter(document: PackDocument, variantId: string, intake: Intake, today: Date): FilledLetter {
  const variant = document.variants.find((candidate) => candidate.id === variantId);
  if (!variant) throw new Error(`The document "${document.id}" has no variant "${variantId}".`);
  const { letter } = variant;
  // Only the placeholders a template lists may be filled: the content tests hold every template to
  // its `fields`, and anything else is a content bug better seen than printed.
  const known = new Set<string>(letter.fields);

  const value = (name: string): string => {
    if (name === 'today') return TODAY.format(today);
    if (!known.has(name)) throw new Error(`The letter "${letter.title}" uses {${name}}, which is not among its fields.`);
    const given = intakeValue(intake, name as IntakeField);
    if (!given) return blankFor(name as IntakeField);
    if (!isDateField(name)) return given;
    // validateIntake refuses a bad date; should one reach here anyway, print what was typed.
    const date = parseIntakeDate(given);
    return date ? LONG_DATE.format(date) : given;
  };
  // A template's own lines (BLANK) are widened first, so a value typed with underscores is left alone.
  const fill = (text: string) => widenBlanks(text).replace(PLACEHOLDER_PATTERN, (_match, name: string) => value(name));

  const signatures = [...letter.signatures];
  return {
    documentId: document.id,
    variantId: variant.id,
    title: fill(letter.title),
    paragraphs: letter.body.map(fill),
    signatures,
    jurat: signatures.includes('notary') ? NOTARY_JURAT.map(widenBlanks) : [],
    signers: signatures.map((role) => {
      const field = SIGNER_FIELD[role];
      return { role, name: field ? intakeValue(intake, field) : '' };
    }),
  };
}

/**
 * The signature blocks to draw, in order. The notary signs inside the jurat (it has the notary's
 * signature and seal line), so the notary gets no separate block.
 */
export function signatureBlocks(letter: FilledLetter): { name: string; caption: string }[] {
  return letter.signers
    .filter((signer) => signer.role !== 'notary')
    .map((signer) => ({ name: signer.name || `Name: ${HAND_BLANKS.name}`, caption: SIGNATURE_CAPTIONS[signer.role] }));
}

const SIGNATURE_LINE = '________________________';
/** What goes beside each signature line: the date it is signed, written by hand. */
export const SIGNED_ON = `Date: ${HAND_BLANKS.date}`;

/** The letter as plain text, for copy and share: blocks separated by blank lines. */
export function letterAsText(letter: FilledLetter): string {
  const signatures = signatureBlocks(letter).map(({ name, caption }) => `${SIGNATURE_LINE}\n${name}\n${caption}    ${SIGNED_ON}`);
  const jurat = letter.jurat.length > 0 ? [letter.jurat.join('\n')] : [];
  return [letter.title, ...letter.paragraphs, ...signatures, ...jurat].join('\n\n') + '\n';
}
