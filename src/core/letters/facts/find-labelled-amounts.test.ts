import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../split-sentences';
import { findLabelledAmounts } from './find-labelled-amounts';
import type { LetterSentence } from './letter-facts-types';
import type { LetterLanguage } from '../letter-language';

// Chinese letters are cut at their full-width stops and at line ends.
function chineseSentences(text: string): LetterSentence[] {
  const found: LetterSentence[] = [];
  for (const match of text.matchAll(/[^。！？\n]+[。！？]?/gu)) if (match[0].trim()) found.push({ sentence: match[0], offset: match.index });
  return found;
}

const read = (text: string, language: LetterLanguage) =>
  findLabelledAmounts(language === 'zh' ? chineseSentences(text) : sentencesOf(text, language), language).map(({ cents, label }) => [cents, label]);

describe('findLabelledAmounts in English letters', () => {
  it('reads an IRS balance due and its parts, cents exact', () => {
    const letter = 'Amount due by December 1, 2026: $1,250.37\nTax you owe: $1,100.00\nPenalties: $95.12\nInterest: $55.25';
    expect(read(letter, 'en')).toEqual([
      [125_037, 'balance'],
      [110_000, 'balance'],
      [9_512, 'fine'],
      [5_525, 'other'],
    ]);
  });

  it('tells two sums in one sentence apart by the words nearest each', () => {
    expect(read('Your past-due balance is $412.60 and a late fee of $25.00 was added to your account.', 'en')).toEqual([
      [41_260, 'balance'],
      [2_500, 'fee'],
    ]);
  });

  it('does not take a label from another clause, nor a bare "pay" over a nearer kind of charge', () => {
    expect(read('After your payment, $40.00 remains past due.', 'en')).toEqual([[4_000, 'balance']]);
    expect(read('You must also pay $25 in late fees.', 'en')).toEqual([[2_500, 'fee']]);
  });

  it('reads a Health Connector premium, even beside the word payment', () => {
    expect(read('Your monthly premium payment of $85 is due on the 23rd.', 'en')).toEqual([[8_500, 'premium']]);
  });

  it('reads an SSA overpayment and the monthly benefit it is taken from', () => {
    const letter = 'We paid you $2,430.00 too much. You were overpaid $2,430.00 in SSI money. Your monthly benefit will be $943.00 starting in January.';
    expect(read(letter, 'en')).toEqual([
      [243_000, 'overpayment'],
      [94_300, 'benefit'],
    ]);
  });

  it('reads a parking fine and a court filing fee', () => {
    expect(read('The fine for this violation is $40. If you request a hearing, the filing fee is $195.', 'en')).toEqual([
      [4_000, 'fine'],
      [19_500, 'fee'],
    ]);
  });

  it('reads the minimum payment on a utility bill and USD written out', () => {
    expect(read('Minimum payment due: USD 60.50. Total amount due: $318.44.', 'en')).toEqual([
      [6_050, 'payment'],
      [31_844, 'balance'],
    ]);
  });

  it('mends an OCR O for a zero inside a sum', () => {
    expect(read('Amount Due: $1,25O.OO', 'en')).toEqual([[125_000, 'balance']]);
  });

  it('takes the label from the line above when a bill puts the sum on a line of its own', () => {
    expect(read('ACCOUNT SUMMARY\nTotal Amount Due\n$318.44\nDue Date\n12/15/2026', 'en')).toEqual([[31_844, 'balance']]);
  });

  it('reads a table flattened onto one line, each sum with the label before it', () => {
    expect(read('Fine amount $40.00 Late fee $20.00 Total due $60.00', 'en')).toEqual([
      [4_000, 'fine'],
      [2_000, 'fee'],
      [6_000, 'balance'],
    ]);
  });

  it('labels a sum with no label words as other', () => {
    expect(read('Enclosed is a check for $50.', 'en')).toEqual([[5_000, 'other']]);
  });

  it('names each sum once when the bill repeats it', () => {
    expect(read('Amount due: $318.44\nPlease return this stub. Amount due: $318.44', 'en')).toEqual([[31_844, 'balance']]);
  });

  it('does not read Section 8, dates, phones, case numbers or ZIP codes as money', () => {
    const letter = 'Section 8 Housing Choice Voucher. Call (617) 555-0100 before 12/15/2026 about case 2026-H-123. Boston, MA 02108.';
    expect(read(letter, 'en')).toEqual([]);
  });
});

describe('findLabelledAmounts in Spanish letters', () => {
  it('reads a balance in dollars written out and a Spanish thousands point', () => {
    expect(read('Su saldo adeudado es de 1.250,50 dólares. Se añadió un cargo por pago atrasado de $25.', 'es')).toEqual([
      [125_050, 'balance'],
      [2_500, 'fee'],
    ]);
  });

  it('reads a premium, a fine and an overpayment', () => {
    const letter = 'Su prima mensual será de $85.00. La multa es de $40. Recibió un sobrepago de $1,200.00.';
    expect(read(letter, 'es')).toEqual([
      [8_500, 'premium'],
      [4_000, 'fine'],
      [120_000, 'overpayment'],
    ]);
  });

  it('reads a benefit and a payment', () => {
    expect(read('Sus beneficios de SNAP serán de $291 al mes. Pague $60 antes del 1 de diciembre.', 'es')).toEqual([
      [29_100, 'benefit'],
      [6_000, 'payment'],
    ]);
  });
  it('reads past an aside in brackets, and money paid "de más" as an overpayment', () => {
    expect(read('Saldo vencido (facturas de septiembre y octubre) $384.17', 'es')).toEqual([[38_417, 'balance']]);
    expect(read('Como resultado de esta decisión, se le pagaron $1,350.00 de más en beneficios.', 'es')).toEqual([[135_000, 'overpayment']]);
  });
});

describe('findLabelledAmounts in Chinese letters', () => {
  it('reads dollars in both Chinese ways, each with its label', () => {
    const letter = '您的欠款金额为$1,250.00。每月保费为 85.00 美元。逾期将收取滞纳金25美元。';
    expect(read(letter, 'zh')).toEqual([
      [125_000, 'balance'],
      [8_500, 'premium'],
      [2_500, 'fee'],
    ]);
  });

  it('reads a fine, an overpayment and a benefit', () => {
    expect(read('罚款：$40\n我们多付了您 $600。\n您每月的福利为$291。', 'zh')).toEqual([
      [4_000, 'fine'],
      [60_000, 'overpayment'],
      [29_100, 'benefit'],
    ]);
  });

  it('leaves a sum other when the only label words name something far off in the sentence', () => {
    expect(read('由于物业税和保险费用上涨，自2027年1月1日起，4B室的月租将由现在的每月 $1,850.00 调整为每月 $2,025.00。', 'zh')).toEqual([
      [185_000, 'other'],
      [202_500, 'other'],
    ]);
  });

  it('does not read a date, a phone number or a section number as money', () => {
    expect(read('请于2026年12月3日前致电 (617) 555-0100。第8条住房补助。', 'zh')).toEqual([]);
  });
});

it('keeps the amount as written and its sentence tidied', () => {
  const [fact] = findLabelledAmounts(sentencesOf('You  owe \t $1,250.00 in back rent.', 'en'), 'en');
  expect(fact).toEqual({ cents: 125_000, label: 'balance', text: '$1,250.00', quote: 'You owe $1,250.00 in back rent.' });
});
