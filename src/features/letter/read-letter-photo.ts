// A photo of a letter read and explained on this phone, for the assistant's chat (the app hands
// this to the assistant: src/app/connect-features.ts): the same reader and explainer as Explain my
// letter, loaded only when a photo comes.
import { EMPTY_LETTER_FORM } from '../../core/letters/letter-form';
import type { LetterAnalysis } from './letter-store';
import type { Language } from '../../core/language';

/** Fewer words than this is not a letter read: the photo is blurred, dark or not of a letter. */
const MIN_WORDS = 8;

/**
 * The photo as a file. Decoded here rather than fetched: the Content Security Policy allows no
 * fetch of data: URLs (connect-src), and decoding needs no network.
 */
function photoFile(image: string): File {
  const comma = image.indexOf(',');
  const type = /^data:([^;,]+)/.exec(image.slice(0, comma))?.[1] ?? 'image/jpeg';
  const binary = atob(image.slice(comma + 1));
  return new File([Uint8Array.from(binary, (character) => character.charCodeAt(0))], 'photo.jpg', { type });
}

export async function readLetterPhoto(image: string, reader: Language): Promise<LetterAnalysis | null> {
  const file = photoFile(image);
  const [{ readLetterInBrowser }, { explainOnDevice }] = await Promise.all([import('./reading/read-letter-in-browser'), import('./explain-on-device')]);
  const { text } = await readLetterInBrowser(file, undefined, { readerLanguage: reader });
  if (text.split(/\s+/).filter(Boolean).length < MIN_WORDS) return null;
  return explainOnDevice(text, EMPTY_LETTER_FORM, reader);
}
