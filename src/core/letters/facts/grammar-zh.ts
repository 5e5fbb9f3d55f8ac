// Chinese letters: chrono-node's Simplified Chinese dates and the Chinese words of asking.
import { casual } from 'chrono-node/zh/hans';
import { ZH } from './ask-words-zh';
import type { LanguageGrammar } from './language-grammar';

export const GRAMMAR_ZH: LanguageGrammar = { dates: casual, asks: ZH };
