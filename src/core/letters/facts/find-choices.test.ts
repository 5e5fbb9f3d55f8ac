import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../split-sentences';
import { findChoices } from './find-choices';
import type { LetterSentence } from './letter-facts-types';
import type { LetterLanguage } from '../letter-language';

// Chinese letters are cut at their full-width stops and at line ends.
function chineseSentences(text: string): LetterSentence[] {
  const found: LetterSentence[] = [];
  for (const match of text.matchAll(/[^。！？\n]+[。！？]?/gu)) if (match[0].trim()) found.push({ sentence: match[0], offset: match.index });
  return found;
}

const choices = (text: string, language: LetterLanguage) => findChoices(language === 'zh' ? chineseSentences(text) : sentencesOf(text, language), language);
const ids = (text: string, language: LetterLanguage) => choices(text, language).map(({ id }) => id);

describe('findChoices in English letters', () => {
  it('reads an IRS proposed change: agree and sign, or disagree and respond', () => {
    const letter =
      'If you agree with the changes, sign and return the response form. ' + 'If you disagree, send us a written response with any documents that support your position.';
    expect(ids(letter, 'en')).toEqual(['agree', 'sign', 'disagree', 'respond']);
  });

  it('reads an SSA overpayment: pay, appeal, waiver, payment plan', () => {
    const letter =
      'Please pay the full amount within 30 days. If you think we are wrong, you have the right to appeal. ' +
      'You may ask us to waive collection of the overpayment. If you cannot pay the full amount, you can pay over time.';
    expect(ids(letter, 'en')).toEqual(['pay', 'disagree', 'appeal', 'waiver', 'payment-plan']);
  });

  it('tells a fair hearing (an appeal) from another hearing', () => {
    expect(ids('You have the right to request a fair hearing.', 'en')).toEqual(['appeal']);
    expect(ids('You may request a Collection Due Process hearing within 30 days.', 'en')).toEqual(['hearing']);
  });

  it('reads a notice to quit and a lease non-renewal', () => {
    expect(ids('You are hereby notified to quit and deliver up the premises you now hold.', 'en')).toEqual(['move-out']);
    expect(ids('Your lease will not be renewed. You must move out by January 31, 2027.', 'en')).toEqual(['move-out']);
  });

  it('reads a DTA interview that can be moved, and a court summons to answer', () => {
    expect(ids('If you cannot come, call us to reschedule your interview.', 'en')).toEqual(['reschedule']);
    expect(ids('You must file an Answer with the court by December 1, 2026.', 'en')).toEqual(['respond']);
  });

  it('orders two choices in one sentence as the sentence does', () => {
    expect(ids('Sign the consent form and return it to us if you agree with the changes.', 'en')).toEqual(['sign', 'agree']);
  });

  it('reads paying to cure a notice to quit, but not pay stubs or an employer paying', () => {
    expect(ids('If you pay the full amount of rent owed within ten (10) days of receiving this notice, you may stay.', 'en')).toEqual(['pay']);
    expect(ids('Send us:\n- pay stubs for the last 4 weeks\nYour employer must pay your regular wages for the first three days.', 'en')).toEqual([]);
  });

  it('quotes a sentence over a heading naming the same choice', () => {
    const found = choices('Your right to appeal\nYou have 60 days to ask for an appeal on Form SSA-561.', 'en');
    expect(found).toEqual([{ id: 'appeal', quote: 'You have 60 days to ask for an appeal on Form SSA-561.' }]);
  });

  it('does not read a fair hearing form or a rescheduled notice as other choices', () => {
    expect(ids('Use the enclosed Fair Hearing Request form.', 'en')).toEqual(['appeal']);
    expect(ids('INTERVIEW NOTICE - RESCHEDULED', 'en')).toEqual([]);
  });

  it('keeps the first sentence offering each choice, in reading order', () => {
    const found = choices('How to pay: online at mass.gov. You can pay by mail too. You may also set up a payment plan.', 'en');
    expect(found).toEqual([
      { id: 'pay', quote: 'How to pay: online at mass.gov.' },
      { id: 'payment-plan', quote: 'You may also set up a payment plan.' },
    ]);
  });

  it('reads no offer where the letter takes it back or offers nothing', () => {
    const letter =
      'Your application was approved. You do not need to sign anything. Do not pay this notice if you have already paid. ' +
      'You cannot appeal this decision. We are writing in response to your request.';
    expect(ids(letter, 'en')).toEqual([]);
  });
});

describe('findChoices in Spanish letters', () => {
  it('reads agree, disagree, appeal and a payment plan', () => {
    const letter =
      'Si está de acuerdo, firme y devuelva el formulario. Si no está de acuerdo, tiene derecho a apelar. ' + 'Si no puede pagar el total, puede solicitar un plan de pagos.';
    expect(ids(letter, 'es')).toEqual(['agree', 'sign', 'disagree', 'appeal', 'payment-plan']);
  });

  it('reads reschedule, waiver and moving out', () => {
    const letter = 'Llame para reprogramar su cita. Puede pedir una exención del sobrepago. Debe desocupar la unidad antes del 31 de enero.';
    expect(ids(letter, 'es')).toEqual(['reschedule', 'waiver', 'move-out']);
  });

  it('reads no offer to pay where it is negated, nor an answer given as a purpose', () => {
    expect(ids('No pague esta cantidad. La decisión es firme.', 'es')).toEqual([]);
    expect(ids('No presente una declaración enmendada para responder a este aviso.', 'es')).toEqual([]);
  });
});

describe('findChoices in Chinese letters', () => {
  it('reads agree, disagree, appeal and a payment plan', () => {
    const letter = '如果您同意，请签名并寄回表格。如果您不同意，您可以提出申诉。如果您无法一次付清，可以申请分期付款。';
    expect(ids(letter, 'zh')).toEqual(['agree', 'sign', 'disagree', 'appeal', 'payment-plan']);
  });

  it('reads pay, reschedule and waiver, and not a negated offer', () => {
    expect(ids('请在网上支付余额。如需改期，请致电我们。您可以申请豁免。', 'zh')).toEqual(['pay', 'reschedule', 'waiver']);
    expect(ids('您无需签名。请勿回复此邮件。', 'zh')).toEqual([]);
    expect(ids('请在同一日期前交回医生签字的医疗证明。', 'zh')).toEqual([]);
    expect(ids('家长签名：________________', 'zh')).toEqual(['sign']);
  });
});
