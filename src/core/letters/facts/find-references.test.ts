import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../split-sentences';
import { findReferences } from './find-references';
import type { LetterSentence } from './letter-facts-types';
import type { LetterLanguage } from '../letter-language';

// Chinese letters are cut at their full-width stops and at line ends.
function chineseSentences(text: string): LetterSentence[] {
  const found: LetterSentence[] = [];
  for (const match of text.matchAll(/[^。！？\n]+[。！？]?/gu)) if (match[0].trim()) found.push({ sentence: match[0], offset: match.index });
  return found;
}

const read = (text: string, language: LetterLanguage) =>
  findReferences(language === 'zh' ? chineseSentences(text) : sentencesOf(text, language), language).map(({ label, value, text }) => [label, value, text]);

describe('findReferences in English letters', () => {
  it('reads a MassHealth member ID and a DTA case number from a letter head', () => {
    expect(read('Member ID: 100012345678\nCase Number: 2026-0045123\nNotice Date: 11/02/2026', 'en')).toEqual([
      ['member-id', '100012345678', 'Member ID'],
      ['case', '2026-0045123', 'Case Number'],
    ]);
  });

  it('reads two labels on one line in the order they are printed', () => {
    expect(read('Claim ID: 0009876543    Member ID: 100012345678', 'en')).toEqual([
      ['claim', '0009876543', 'Claim ID'],
      ['member-id', '100012345678', 'Member ID'],
    ]);
  });

  it('reads a housing court docket number, once, when the letter repeats it', () => {
    const letter = 'Re: Docket No. 26H84SP001234. Please bring this notice. Write Docket No. 26H84SP001234 on anything you file.';
    expect(read(letter, 'en')).toEqual([['docket', '26H84SP001234', 'Docket No.']]);
  });

  it('reads a USCIS receipt number with or without its label, and printed with a space', () => {
    expect(read('Receipt Number: IOE 0912345678', 'en')).toEqual([['receipt', 'IOE 0912345678', 'Receipt Number']]);
    expect(read('CASE TYPE I-485\nWAC2190012345', 'en')).toEqual([['receipt', 'WAC2190012345', 'Receipt Number']]);
  });

  it('reads an A-Number in its common forms as other, named A-Number', () => {
    expect(read('A-Number: A-123-456-789', 'en')).toEqual([['other', 'A-123-456-789', 'A-Number']]);
    expect(read('Your A# 123456789 appears on your card.', 'en')).toEqual([['other', '123456789', 'A-Number']]);
  });

  it('reads an A-Number printed in groups, whatever label it sits under', () => {
    expect(read('A NUMBER: A 219 004 731', 'en')).toEqual([['other', 'A 219 004 731', 'A-Number']]);
    expect(read('File No.: A209 117 834', 'en')).toEqual([['other', 'A209 117 834', 'A-Number']]);
  });

  it('reads DUA and DTA identifiers as claim and other', () => {
    expect(read('Claimant ID: 0003972210    Issue ID: 3387741\nAgency ID: 4471220', 'en')).toEqual([
      ['claim', '0003972210', 'Claimant ID'],
      ['other', '3387741', 'Issue ID'],
      ['other', '4471220', 'Agency ID'],
    ]);
  });

  it('reads the last four of an SSN, never a whole SSN', () => {
    expect(read('Social Security Number: XXX-XX-1234', 'en')).toEqual([['ssn-last4', 'XXX-XX-1234', 'Social Security Number']]);
    expect(read('SSN ending in 5678', 'en')).toEqual([['ssn-last4', '5678', 'SSN']]);
    expect(read('SSN: 123-45-6789', 'en')).toEqual([]);
  });

  it('reads account, citation, claim and notice numbers', () => {
    const letter = 'Account Number: 8842 1190 0034\nCitation No. B1234567\nClaim ID: 0009876543\nNotice Number: L0123456789';
    expect(read(letter, 'en')).toEqual([
      ['account', '8842 1190 0034', 'Account Number'],
      ['citation', 'B1234567', 'Citation No.'],
      ['claim', '0009876543', 'Claim ID'],
      ['notice', 'L0123456789', 'Notice Number'],
    ]);
  });

  it('reads a value after "is" and stops at the next word', () => {
    expect(read('Your case number is 4471-22 and your hearing is on Monday.', 'en')).toEqual([['case', '4471-22', 'case number']]);
  });

  it('never takes a date, a phone number or a word for a value', () => {
    const letter = 'Case Number: 12/15/2026\nAccount number: 617-555-0100\nWrite your case number on your check.\nPlease have your member ID ready.';
    expect(read(letter, 'en')).toEqual([]);
  });

  it('reads a ticket number from a parking notice', () => {
    expect(read('PARKING VIOLATION NOTICE  Ticket #: 7741902  Plate: 1ABC23', 'en')).toEqual([['citation', '7741902', 'Ticket #']]);
  });
});

describe('findReferences in Spanish letters', () => {
  it('reads case, docket and member numbers', () => {
    const letter = 'Número de caso: 2026-0045123\nNúmero de expediente: 2684CR001234\nID de miembro: 100012345678';
    expect(read(letter, 'es')).toEqual([
      ['case', '2026-0045123', 'Número de caso'],
      ['docket', '2684CR001234', 'Número de expediente'],
      ['member-id', '100012345678', 'ID de miembro'],
    ]);
  });

  it('reads an A-Number given as the immigration court file number', () => {
    expect(read('Número de expediente: A214 558 001\nID del reclamante: 5208816', 'es')).toEqual([
      ['other', 'A214 558 001', 'A-Number'],
      ['claim', '5208816', 'ID del reclamante'],
    ]);
  });

  it('reads a receipt and an account number after "es"', () => {
    expect(read('Su número de recibo es IOE0912345678. Su número de cuenta es 55012-7788.', 'es')).toEqual([
      ['receipt', 'IOE0912345678', 'número de recibo'],
      ['account', '55012-7788', 'número de cuenta'],
    ]);
  });
});

describe('findReferences in Chinese letters', () => {
  it('reads member, case and docket numbers', () => {
    const letter = '会员号：100012345678\n您的案件编号为2026-0045123。\n案卷号：2684CR001234';
    expect(read(letter, 'zh')).toEqual([
      ['member-id', '100012345678', '会员号'],
      ['case', '2026-0045123', '案件编号'],
      ['docket', '2684CR001234', '案卷号'],
    ]);
  });

  it('reads an English label kept in a Chinese letter and never a phone', () => {
    expect(read('Docket No. 2584SU000123\n账号：617-555-0100\n罚单号：B7654321', 'zh')).toEqual([
      ['docket', '2584SU000123', 'Docket No.'],
      ['citation', 'B7654321', '罚单号'],
    ]);
  });
});
