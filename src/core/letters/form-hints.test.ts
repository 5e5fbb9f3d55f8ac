// The form fills itself from the letter: sender, date on the letter and deadline, each shown with
// the words it came from.
import { describe, expect, it } from 'vitest';
import { LETTER_ENGINE_CONTENT } from '../../content/letters/engine-content';
import { explainLetter } from './explain-letter';
import { formHints } from './form-hints';
import { ALL_GRAMMARS } from './facts/all-grammars';
import type { LetterLanguage } from './letter-language';

const CONTENT = LETTER_ENGINE_CONTENT;
const TODAY = new Date('2026-11-22T15:00:00Z');
const hintsOf = (text: string, reader: LetterLanguage = 'en') =>
  formHints(text, explainLetter(text, { readerLanguage: reader, today: TODAY, grammars: ALL_GRAMMARS }, CONTENT), CONTENT, reader);

const RFE = `U.S. Citizenship and Immigration Services
Form I-797E, Notice of Action
Notice Date: November 16, 2026
REQUEST FOR EVIDENCE
We need additional evidence to decide your Form I-485.
Your response must be received by February 9, 2027. If you do not respond, we may deny your case.`;

describe('formHints', () => {
  it('gives the sender, the letter date and the deadline with their sentences', () => {
    const hints = hintsOf(RFE);
    expect(hints.sender?.value).toBe('uscis');
    expect(hints.sender?.quote.length).toBeGreaterThan(0);
    expect(RFE.replace(/\s+/g, ' ')).toContain(hints.sender!.quote.replace(/…$/, ''));
    expect(hints.date).toEqual({ value: '2026-11-16', quote: expect.stringContaining('November 16, 2026') });
    expect(hints.deadline).toEqual({ value: '2027-02-09', quote: expect.stringContaining('February 9, 2027') });
  });

  it('finds the letter date whatever the reader’s language', () => {
    expect(hintsOf(RFE, 'zh').date?.value).toBe('2026-11-16');
    expect(hintsOf(RFE, 'es').deadline?.value).toBe('2027-02-09');
  });

  it('suggests nothing it did not find', () => {
    expect(hintsOf('Hello. Thank you for your visit.')).toEqual({ sender: null, date: null, deadline: null });
  });
});
