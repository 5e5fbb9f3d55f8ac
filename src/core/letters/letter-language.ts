// The languages Pali reads letters in: English, Spanish and Chinese, the languages Massachusetts
// agencies write their letters and notices in most. A reader of any of Pali's languages gets the
// explanation in their own (src/core/language.ts); the letter itself is read in one of these.
export const LETTER_LANGUAGES = ['en', 'es', 'zh'] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];
