// The assistant's answer to a photo of a letter, from the letter explainer's own reading: who
// wrote, the date to act by with its sentence, what the letter asks for, legal help when the
// explainer flags it, and Explain my letter for the rest; an honest "could not read" otherwise.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LETTER_ENGINE_CONTENT } from '../../content/letters/engine-content';
import { explainLetter } from '../letters/explain-letter';
import { ALL_GRAMMARS } from '../letters/facts/all-grammars';
import { answerFromLetter } from './letter-answer';
import { parseReply } from './reply-markup';
import type { Language } from '../language';

const letterText = (name: string) => readFileSync(new URL(`../../../tests/fixtures/letters/${name}.txt`, import.meta.url), 'utf8');
const TODAY = new Date('2026-11-22T17:00:00Z');
const explain = (name: string, readerLanguage: Language) => explainLetter(letterText(name), { readerLanguage, today: TODAY, grammars: ALL_GRAMMARS }, LETTER_ENGINE_CONTENT);

describe('answerFromLetter', () => {
  it('says what the letter in the photo says, its date to act by and legal help, then offers Explain my letter', () => {
    const letter = explain('court-summons.en', 'en');
    const answer = answerFromLetter(letter, 'en');
    const shown = parseReply(answer.text).text;
    expect(shown.startsWith('I read the letter in your photo on this phone. Here is what it says:')).toBe(true);
    expect(shown).toContain(letter.summary);
    expect(shown).toMatch(/^- Act by \*\*Tuesday, December 15, 2026\*\*: “.+”$/m);
    expect(shown).toMatch(/get free legal help/i);
    expect(answer.redirects.map((redirect) => redirect.path)).toEqual(['/letter']);
    expect(answer.services).toEqual([expect.objectContaining({ type: 'LEGAL_SERVICE_NEEDED', urgency: 'URGENT' })]);
  });

  it('writes in the language asked for, with the letter’s list of papers', () => {
    const letter = explain('school-registration.en', 'es');
    const shown = parseReply(answerFromLetter(letter, 'es').text).text;
    expect(shown).toMatch(/^Leí en este teléfono la carta de su foto/);
    expect(shown).toMatch(/^- Le pide: .*birth certificate/im);
    expect(shown).not.toMatch(/ayuda legal/);
  });

  it('says plainly when no words could be read, or the reader’s files are not on the phone, and offers Explain my letter', () => {
    expect(answerFromLetter('reader-missing', 'en').text).toMatch(/open Explain my letter once with a connection/);
    const answer = answerFromLetter('unreadable', 'zh');
    expect(answer.text).toMatch(/我无法读取这张图片中的文字/);
    expect(answer.redirects.map((redirect) => redirect.path)).toEqual(['/letter']);
    expect(answer.services).toEqual([]);
  });
});
