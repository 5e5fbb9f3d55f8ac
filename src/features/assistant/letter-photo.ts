// How the assistant reads a photo of a letter on the phone (pictures without a model):
// with the letter explainer's reader (OCR and the facts reader), which belongs to the letter
// feature. A feature never imports another, so the app connects them at start
// (src/app/connect-features.ts); until then, or in a test that does not, there is no reader and the
// assistant says it cannot read pictures.
import type { LetterExplanation } from '../../core/letters/explain-letter';
import type { Language } from '../../core/language';

/** Reads the letter in a photo (a data URL) for a reader; null when no words could be read. */
export type ReadLetterPhoto = (image: string, reader: Language) => Promise<Omit<LetterExplanation, 'engine'> | null>;

let reader: ReadLetterPhoto | null = null;

export function provideLetterPhotoReader(read: ReadLetterPhoto | null): void {
  reader = read;
}

export function letterPhotoReader(): ReadLetterPhoto | null {
  return reader;
}
