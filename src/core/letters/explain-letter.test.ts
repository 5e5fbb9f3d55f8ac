// The on-device explainer over letters written the way offices write them, in English and Spanish:
// the kind and sender, the date to act by with its sentence, the urgency and legal-help
// rules, and answers in the reader's language. An unknown letter says so rather than guess.
import { describe, expect, it } from 'vitest';
import { LETTER_ENGINE_CONTENT } from '../../content/letters/engine-content';
import { explainLetter, type ExplainOptions } from './explain-letter';
import { ALL_GRAMMARS } from './facts/all-grammars';

const CONTENT = LETTER_ENGINE_CONTENT;
const TODAY = new Date('2026-11-22T15:00:00Z');
const explain = (text: string, options: Partial<ExplainOptions> = {}) => explainLetter(text, { readerLanguage: 'en', today: TODAY, grammars: ALL_GRAMMARS, ...options }, CONTENT);
const kindOf = (id: string) => LETTER_ENGINE_CONTENT.kinds.find((kind) => kind.id === id)!;

const RFE = `U.S. Citizenship and Immigration Services
Form I-797E, Notice of Action
Notice Date: November 16, 2026
REQUEST FOR EVIDENCE
We need additional evidence to decide your Form I-485.
Your response must be received by February 9, 2027. If you do not respond, we may deny your case.`;

const JURY = `Office of Jury Commissioner
JUROR SUMMONS
Date: November 18, 2026
You are summoned to serve on December 14, 2026 at the Lynn District Court.
Please complete the Juror Confirmation Form within 10 days.`;

const RENOVACION = `MassHealth
Fecha: 10 de noviembre de 2026
Es hora de renovar su cobertura. Llene el formulario de renovación anual.
Devuelva este formulario a más tardar el 30 de noviembre de 2026.`;

describe('explainLetter', () => {
  it('explains a USCIS request for evidence: kind, deadline with its sentence, legal help', () => {
    const result = explain(RFE);
    expect(result).toMatchObject({ kind: 'uscis-rfe', sender: 'uscis', engine: 'device', letterLanguage: 'en', legalHelp: true });
    expect(result.deadline).toEqual({ date: '2027-02-09', quote: 'Your response must be received by February 9, 2027.' });
    // Who wrote comes first, then what this kind of letter is.
    expect(result.summary).toContain('From: U.S. Citizenship and Immigration Services.');
    expect(result.summary).toContain(kindOf('uscis-rfe').summary.en);
    expect(result.keyDates).toEqual([
      { date: '2026-11-16', label: 'Date of the letter', quote: 'Notice Date: November 16, 2026' },
      { date: '2027-02-09', label: 'The date to act by', quote: 'Your response must be received by February 9, 2027.' },
    ]);
    expect(result.sources.length).toBeGreaterThan(0);
  });

  it('answers in the reader’s language whatever the letter’s', () => {
    const result = explain(RFE, { readerLanguage: 'zh' });
    expect(result.summary).toContain(kindOf('uscis-rfe').summary.zh);
    expect(result.keyDates[0]!.label).toBe('信件日期');
  });

  it('reads a Spanish MassHealth renewal, raising urgency for a deadline 8 days away only when within 7', () => {
    const result = explain(RENOVACION, { readerLanguage: 'es' });
    expect(result).toMatchObject({ kind: 'masshealth-renewal', sender: 'masshealth', letterLanguage: 'es', appointmentTask: 'masshealth' });
    expect(result.deadline?.date).toBe('2026-11-30');
    expect(result.urgencyLevel).toBe(kindOf('masshealth-renewal').urgency);
    const soon = explain(RENOVACION, { readerLanguage: 'es', today: new Date('2026-11-25T15:00:00Z') });
    expect(soon.urgencyLevel).toBe('high');
    // The alert shows for a deadline 7 or fewer days away, saying that is why; a renewal needs no lawyer.
    expect(soon.legalHelpReason).toBe('deadline');
    expect(soon.legalHelp).toBe(false);
  });

  it('does not send a juror to a lawyer, though the letter comes from a court', () => {
    const result = explain(JURY);
    expect(result).toMatchObject({ kind: 'jury-summons', sender: 'court' });
    expect(result.deadline?.date).toBe('2026-12-14');
    expect(result.legalHelp).toBe(false);
  });

  it('says it cannot tell an unknown letter, keeps its dates, and uses the sender the person chose', () => {
    const result = explain('Dear resident, please see us before March 3, 2027. Call 617-555-0100.', { senderHint: 'school' });
    expect(result.kind).toBeNull();
    expect(result.sender).toBe('school');
    expect(result.summary).toContain('We do not know this kind of letter well');
    expect(result.summary).toContain('a school');
    expect(result.deadline?.date).toBe('2027-03-03');
    // What the letter says first (act by March 3, call its number), then the general advice.
    expect(result.actionItems[0]).toContain('March');
    expect(result.actionItems.some((item) => item.includes('(617) 555-0100'))).toBe(true);
    expect(result.actionItems).toContain('Do not throw the letter away. Keep it with its envelope.');
  });

  it('notes the amounts a letter names', () => {
    const result = explain(`${RENOVACION}\nSu prima mensual es de $45.50.`, { readerLanguage: 'en' });
    expect(result.additionalNotes).toContain('$45.50');
    expect(result.additionalNotes).toContain('Su prima mensual es de $45.50.');
  });
  it('takes the new date of a changed appointment, not the old one', () => {
    const moved = explain(
      'USCIS\nForm I-797C, Notice of Action\nINTERVIEW NOTICE\nNotice Date: November 20, 2026\nYour interview date has been changed from December 1, 2026 to January 20, 2027.',
    );
    expect(moved.kind).toBe('uscis-interview');
    expect(moved.deadline?.date).toBe('2027-01-20');
    const former = explain('Interview notice. Your interview, previously scheduled for December 1, 2026, is cancelled. You are scheduled for an interview on January 20, 2027.');
    expect(former.deadline?.date).toBe('2027-01-20');
  });

  it('reads a photo’s text: wrapped lines, lost accents, OCR’s figures', () => {
    const photo =
      'MassHealth\nFecha: 10 de noviembre de 2O26\nEs hora de renovar su cobertura. Llene el formulario de renova-\ncion anual y devuelva este formulario a mas tardar el 3O\nde diciembre de 2026.';
    const result = explain(photo);
    expect(result).toMatchObject({ kind: 'masshealth-renewal', sender: 'masshealth', letterLanguage: 'es' });
    expect(result.deadline?.date).toBe('2026-12-30');
  });
});
