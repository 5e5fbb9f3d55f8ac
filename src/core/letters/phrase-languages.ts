// Which languages' phrases the explainer looks for in a letter: English always (Spanish and Chinese
// letters name agencies, forms and programs in English), with Spanish for a letter in English or
// Spanish (Massachusetts letters mix the two) and Chinese for a letter in Chinese. The phone
// downloads only these phrase lists (content-packs.ts), and the engine searches only these
// whatever content it is given, so the phone and the server read a letter alike.
import type { LetterLanguage } from './letter-language';

export const phraseLanguagesFor = (language: LetterLanguage): LetterLanguage[] => (language === 'zh' ? ['en', 'zh'] : ['en', 'es']);
