// Every letter language's grammar at once, for the command line, the analyze-letter function and
// the tests; the phone loads them one by one (src/features/letter/explain-on-device.ts).
import { GRAMMAR_EN } from './grammar-en';
import { GRAMMAR_ES } from './grammar-es';
import { GRAMMAR_ZH } from './grammar-zh';
import type { Grammars } from './language-grammar';

export const ALL_GRAMMARS: Grammars = { en: GRAMMAR_EN, es: GRAMMAR_ES, zh: GRAMMAR_ZH };
