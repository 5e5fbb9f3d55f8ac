// The /pack content: the seven purposes, the documents with their English letter templates, the
// notary's jurat, and the fixed lists (no zod here: the schemas stay in pack-types.ts, for tests).
export { PACK_PURPOSES } from './purposes';
export { NOTARY_JURAT, PACK_DOCUMENTS } from './documents';
export {
  BLANK,
  DOCUMENT_IDS,
  DOCUMENT_VARIANT_IDS,
  INTAKE_FIELDS,
  LETTER_PLACEHOLDERS,
  PLACEHOLDER_PATTERN,
  placeholdersIn,
  PURPOSE_IDS,
  REQUIRED_INTAKE_FIELDS,
  SIGNATURE_ROLES,
} from './pack-constants';
export type { DocumentId, IntakeField, LetterPlaceholder, PurposeId, RequiredIntakeField, SignatureRole } from './pack-constants';
export type { LetterTemplate, PackDocument, Purpose, Variant } from './pack-types';
