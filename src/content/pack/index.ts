// The /pack content: the seven purposes, the documents with their English letter templates, the
// notary's jurat, and the fixed lists (no zod here: the schemas stay in pack-types.ts, for tests).
export { PACK_PURPOSES } from './purposes';
export { NOTARY_JURAT, PACK_DOCUMENTS } from './documents';
export { BLANK, DOCUMENT_IDS, DOCUMENT_VARIANT_IDS, INTAKE_FIELDS, LETTER_PLACEHOLDERS, placeholdersIn, PURPOSE_IDS, REQUIRED_INTAKE_FIELDS } from './pack-constants';
export type { DocumentId, IntakeField, PurposeId } from './pack-constants';
export type { PackDocument } from './pack-types';
