import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../split-sentences';
import { findConsequences } from './find-consequences';
import type { LetterSentence } from './letter-facts-types';
import type { LetterLanguage } from '../letter-language';

// Chinese letters are cut at their full-width stops and at line ends.
function chineseSentences(text: string): LetterSentence[] {
  const found: LetterSentence[] = [];
  for (const match of text.matchAll(/[^。！？\n]+[。！？]?/gu)) if (match[0].trim()) found.push({ sentence: match[0], offset: match.index });
  return found;
}

const read = (text: string, language: LetterLanguage) => findConsequences(language === 'zh' ? chineseSentences(text) : sentencesOf(text, language), language);

describe('findConsequences in English letters', () => {
  it('reads what ends if the form is not sent, and leaves the rest of the letter out', () => {
    const letter =
      'We need more information to decide if you can keep MassHealth. Please send the papers listed below by December 1, 2026. ' +
      'If you do not send them, your MassHealth coverage may end. If you have questions, call us.';
    expect(read(letter, 'en')).toEqual(['If you do not send them, your MassHealth coverage may end.']);
  });

  it('reads the outcome when it comes before the condition, and "unless"', () => {
    const letter = 'We will close your SNAP case if we do not hear from you by November 20, 2026. Your benefits will stop on December 1 unless you complete your interview.';
    expect(read(letter, 'en')).toEqual([
      'We will close your SNAP case if we do not hear from you by November 20, 2026.',
      'Your benefits will stop on December 1 unless you complete your interview.',
    ]);
  });

  it('reads a court default and removal in absence', () => {
    const letter =
      'If you fail to appear at your hearing, you may be ordered removed in your absence. ' +
      'A default judgment may enter against you. If you do not come, the hearing will go on in your absence.';
    expect(read(letter, 'en')).toEqual([
      'If you fail to appear at your hearing, you may be ordered removed in your absence.',
      'A default judgment may enter against you.',
      'If you do not come, the hearing will go on in your absence.',
    ]);
  });

  it('reads late fees, interest, collection and a shutoff', () => {
    const letter =
      'A late fee of $25 will be added to balances not paid by the due date. Interest and penalties will continue to grow until you pay in full. ' +
      'If payment is not received, your account may be referred to a collection agency. Failure to pay may result in the shut off of your gas service.';
    expect(read(letter, 'en')).toHaveLength(4);
  });

  it('reads an SSA recovery plan by withholding, or by taking money from each payment', () => {
    const letter = 'If we do not receive your refund within 30 days, we plan to recover the overpayment by withholding 10 percent of your monthly benefit.';
    expect(read(letter, 'en')).toEqual([letter]);
    const taking = 'If we do not hear from you within 30 days, we plan to take $94.30 each month from your SSI payment.';
    expect(read(taking, 'en')).toEqual([taking]);
  });

  it('reads "to avoid", a scheduled shutoff and a balance that stays unpaid, but not a heading', () => {
    const letter = [
      'Your electric service is scheduled to be shut off on or after December 3, 2026 because your account is past due.',
      'To avoid the suspension:',
      'Pay the amount due by November 16, 2026 to avoid more penalty and interest.',
      'If your premium stays unpaid, your coverage may end.',
      'If you cannot attend, cancel 2 business days before your test or you will lose your $35.00 road test fee.',
    ].join('\n');
    expect(read(letter, 'en')).toEqual([
      'Your electric service is scheduled to be shut off on or after December 3, 2026 because your account is past due.',
      'Pay the amount due by November 16, 2026 to avoid more penalty and interest.',
      'If your premium stays unpaid, your coverage may end.',
      'If you cannot attend, cancel 2 business days before your test or you will lose your $35.00 road test fee.',
    ]);
  });

  it('gives at most four, in reading order, each once', () => {
    const threat = 'If you do not pay, your license will be suspended.';
    const letter = [1, 2, 3, 4, 5].map((each) => `If you do not respond by day ${each}, your benefits will stop.`).join(' ') + ` ${threat} ${threat}`;
    const found = read(letter, 'en');
    expect(found).toHaveLength(4);
    expect(found[0]).toBe('If you do not respond by day 1, your benefits will stop.');
  });

  it('does not take an option, an event alone or a kind word for a threat', () => {
    const letter = [
      'If you do not agree with this decision, you may request a fair hearing to stop the reduction.',
      'Your coverage will end on December 31, 2026.',
      'If you do not have a computer, you can stop by our office.',
      'If you are not able to come by the end of the month, we can mail you the form.',
      'If you have already paid, please disregard this notice.',
      'You do not need to do anything else. Your application was approved.',
    ].join(' ');
    expect(read(letter, 'en')).toEqual([]);
  });

  it('names a warning once when the letter repeats it', () => {
    const warning = 'If you do not pay, your registration will be suspended.';
    expect(read(`${warning}\n\nPlease read this notice.\n\n${warning}`, 'en')).toEqual([warning]);
  });

  it('tidies the sentence: line breaks and a bullet', () => {
    expect(read('• If you do not pay by the due date,\n  your water service may be shut off.', 'en')).toEqual([
      'If you do not pay by the due date, your water service may be shut off.',
    ]);
  });
});

describe('findConsequences in Spanish letters', () => {
  it('reads coverage ending, a case closing and a default', () => {
    const letter =
      'Si no envía los documentos, su cobertura de MassHealth puede terminar. Si no completa la entrevista, se cerrará su caso. ' +
      'Si usted no comparece, el tribunal podrá dictar un fallo por incumplimiento en su contra.';
    expect(read(letter, 'es')).toHaveLength(3);
  });

  it('reads a recovery in the first person plural, and not a plan offered without interest', () => {
    const letter =
      'Si no recibimos el pago dentro de 30 días, retendremos $92.30 de su pago de SSI cada mes. Si no puede pagarlo todo, llámenos para establecer un plan de pagos sin intereses.';
    expect(read(letter, 'es')).toEqual(['Si no recibimos el pago dentro de 30 días, retendremos $92.30 de su pago de SSI cada mes.']);
  });

  it('reads "de lo contrario" and leaves an offer to appeal out', () => {
    const letter =
      'Pague el saldo antes del 1 de diciembre; de lo contrario, su servicio será desconectado. Si no está de acuerdo con la reducción de sus beneficios, puede solicitar una audiencia imparcial.';
    expect(read(letter, 'es')).toEqual(['Pague el saldo antes del 1 de diciembre; de lo contrario, su servicio será desconectado.']);
  });
});

describe('findConsequences in Chinese letters', () => {
  it('reads 如果您不 and 否则 sentences', () => {
    const letter = '请于2026年12月1日前交回表格，否则您的福利将会停止。如果您不参加面谈，您的申请可能会被拒绝。如有疑问，请致电我们。';
    expect(read(letter, 'zh')).toEqual(['请于2026年12月1日前交回表格，否则您的福利将会停止。', '如果您不参加面谈，您的申请可能会被拒绝。']);
  });

  it('reads a condition whose subject comes between 如果 and 没有', () => {
    const letter = '如果我们在这个日期前没有收到全部款项，您的健康保险将被终止。';
    expect(read(letter, 'zh')).toEqual([letter]);
  });

  it('reads a late fee and leaves an offer to appeal out', () => {
    const letter = '逾期付款将收取25美元滞纳金。如果您不同意减少福利的决定，您可以提出申诉。';
    expect(read(letter, 'zh')).toEqual(['逾期付款将收取25美元滞纳金。']);
  });
});
