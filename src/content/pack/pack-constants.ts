// The fixed lists of the /pack wizard, kept apart from the zod schemas
// (pack-types.ts) so the wizard, the PDF builder and the filler can import them without
// downloading zod.

/** What the intake step asks, in this fixed order. */
export const INTAKE_FIELDS = [
  'fullName',
  'dob',
  'phone',
  'address',
  'unit',
  'city',
  'zip',
  'preferredLanguage',
  'hostName',
  'hostRelationship',
  'moveInDate',
  'employerName',
  'employerContact',
  'childName',
  'childDOB',
  'childGrade',
] as const;

/** Spec §5: without these the intake says 'Please fill in all required fields'. */
export const REQUIRED_INTAKE_FIELDS = ['fullName', 'address', 'city', 'zip', 'phone'] as const;

export const PURPOSE_IDS = ['rmv', 'school', 'clinic', 'bank', 'utilities', 'benefits', 'other'] as const;

export const DOCUMENT_IDS = ['proof-address', 'school-residency', 'employer', 'lost-doc', 'records-request', 'clinic-intake', 'utility-request'] as const;

/** The variants of each document, in its order. */
export const DOCUMENT_VARIANT_IDS = {
  'proof-address': ['host', 'roommate', 'landlord', 'notarized'],
  'school-residency': ['parent', 'guardian'],
  employer: ['standard', 'notary'],
  'lost-doc': ['standard'],
  'records-request': ['school', 'medical'],
  'clinic-intake': ['standard'],
  'utility-request': ['electric', 'gas', 'internet'],
} as const satisfies Record<(typeof DOCUMENT_IDS)[number], readonly string[]>;

/** Who signs a letter; the PDF builder draws one signature block per role, in the listed order. */
export const SIGNATURE_ROLES = ['resident', 'host', 'employer', 'parent', 'notary'] as const;

/**
 * The placeholders a letter may use: the intake fields a letter prints (every one but
 * preferredLanguage) and `{today}`, the date the packet is made.
 */
export const LETTER_PLACEHOLDERS = [
  'fullName',
  'dob',
  'phone',
  'address',
  'unit',
  'city',
  'zip',
  'hostName',
  'hostRelationship',
  'moveInDate',
  'employerName',
  'employerContact',
  'childName',
  'childDOB',
  'childGrade',
  'today',
] as const;

/**
 * What the filler prints for an empty optional field, and what a letter prints itself where the
 * intake has no field (a job title, a start date): a line to fill by hand. Letters place every
 * optional placeholder where this blank still reads as a sentence with a gap.
 */
export const BLANK = '________';

/** A `{name}` placeholder in a letter; global, so use it with matchAll or replace. */
export const PLACEHOLDER_PATTERN = /\{([^{}]*)\}/g;

/** The placeholder names in a text, in order, repeats included. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? '');
}

export type IntakeField = (typeof INTAKE_FIELDS)[number];
export type RequiredIntakeField = (typeof REQUIRED_INTAKE_FIELDS)[number];
export type PurposeId = (typeof PURPOSE_IDS)[number];
export type DocumentId = (typeof DOCUMENT_IDS)[number];
export type SignatureRole = (typeof SIGNATURE_ROLES)[number];
