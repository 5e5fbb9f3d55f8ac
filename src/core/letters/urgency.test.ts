import { describe, expect, it } from 'vitest';
import { LETTER_ENGINE_CONTENT } from '../../content/letters/engine-content';
import { explainLetter } from './explain-letter';
import { ALL_GRAMMARS } from './facts/all-grammars';

const TODAY = new Date('2026-11-25T12:00:00-05:00');
const urgency = (text: string) => explainLetter(text, { readerLanguage: 'en', today: TODAY, grammars: ALL_GRAMMARS }, LETTER_ENGINE_CONTENT).urgencyLevel;

describe('urgency of a letter of no known kind, from what is at stake', () => {
  it('is high when something is lost soon', () => {
    expect(urgency('Riverside Water Co.\nNovember 20, 2026\n\nYour water service will be shut off on December 18, 2026 unless the balance is paid.')).toBe('high');
  });

  it('is medium for a date to act by with something at stake', () => {
    expect(urgency('Harbor Bank\nNovember 20, 2026\n\nYour balance due of $212.00 must be paid by January 15, 2027. If you do not pay, a late fee will be charged.')).toBe(
      'medium',
    );
  });

  it('is medium for a date to act by when the letter asks for something, even without saying what happens otherwise', () => {
    expect(
      urgency(
        'Northside Staffing LLC\nHuman Resources\nNovember 20, 2026\n\nYour work permit on file expires soon. Please bring your new Employment Authorization Document to the HR office by December 18, 2026.',
      ),
    ).toBe('medium');
    expect(urgency('Northside Staffing LLC\nHuman Resources\nNovember 20, 2026\n\nBy December 18, 2026, send us a copy of your new Employment Authorization Document.')).toBe(
      'medium',
    );
  });

  it('is low for a reminder with nothing at stake, and high when it is 7 or fewer days away', () => {
    expect(urgency('Harbor Community Health Center\nNovember 20, 2026\n\nThis is a reminder of your appointment on December 22, 2026 at 3:15 PM.')).toBe('low');
    expect(urgency('Harbor Community Health Center\nNovember 20, 2026\n\nThis is a reminder of your appointment on November 30, 2026 at 3:15 PM.')).toBe('high');
  });
});
