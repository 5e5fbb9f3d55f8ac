// The glossary of common papers, checked as the facts reader relies on it: every paper valid and
// named in English, Spanish and Chinese; ids unique kebab-case; phrases lower case and trimmed;
// no phrase (folded the way the reader folds letters) naming two papers; enough papers, and the
// ones the brief's letters ask for most.
import { describe, expect, it } from 'vitest';
import { foldForMatch } from '../../core/letters/facts/ask-items';
import { PAPER_GLOSSARY } from './paper-glossary';
import { PaperSchema } from './paper-glossary-types';
import { LANGUAGES } from '../../core/language';
import { LETTER_LANGUAGES } from '../../core/letters/letter-language';

describe('paper glossary', () => {
  it('has at least 90 papers, each valid', () => {
    expect(PAPER_GLOSSARY.length).toBeGreaterThanOrEqual(90);
    for (const paper of PAPER_GLOSSARY) expect(PaperSchema.safeParse(paper).error?.issues ?? [], paper.id).toEqual([]);
  });

  it('gives ids that are unique and kebab-case', () => {
    const ids = PAPER_GLOSSARY.map((paper) => paper.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names every paper in English, Spanish and Chinese (Simplified, with Han characters)', () => {
    for (const paper of PAPER_GLOSSARY) {
      for (const language of LANGUAGES) expect(paper.name[language].trim(), `${paper.id} ${language}`).not.toBe('');
      expect(paper.name.zh, paper.id).toMatch(/\p{Script=Han}/u);
      // Traditional characters a Simplified reader would stumble on.
      expect(paper.name.zh, paper.id).not.toMatch(/[證書號碼們處駕執與當際]/u);
    }
  });

  it('keeps phrases lower case, trimmed, single-spaced and free of apostrophes', () => {
    for (const paper of PAPER_GLOSSARY) {
      for (const language of LETTER_LANGUAGES) {
        expect(paper.match[language].length, `${paper.id} ${language}`).toBeGreaterThan(0);
        for (const phrase of paper.match[language]) {
          expect(phrase, paper.id).toBe(phrase.toLowerCase());
          expect(phrase, paper.id).toBe(phrase.trim());
          expect(phrase, paper.id).not.toMatch(/\s{2,}|['’‘`´"]/);
        }
      }
    }
  });

  it('uses no phrase for two papers, compared the way letters are read', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const paper of PAPER_GLOSSARY) {
      for (const phrase of LETTER_LANGUAGES.flatMap((language) => paper.match[language])) {
        const key = foldForMatch(phrase);
        const first = owner.get(key);
        if (first && first !== paper.id) clashes.push(`"${phrase}": ${first} and ${paper.id}`);
        owner.set(key, paper.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('knows the papers letters ask newcomers for most', () => {
    const ids = new Set(PAPER_GLOSSARY.map((paper) => paper.id));
    for (const id of [
      'passport',
      'birth-certificate',
      'i-94',
      'green-card',
      'work-permit',
      'pay-stubs',
      'w-2',
      'lease',
      'utility-bill',
      'immunization-record',
      'report-card',
      'vehicle-registration',
      'summons',
      'ebt-card',
      'form-1095-a',
      'passport-photos',
      'money-order',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it('gives the pay-stub phrases of the brief to one paper', () => {
    const payStubs = PAPER_GLOSSARY.find((paper) => paper.id === 'pay-stubs')!;
    const all = LETTER_LANGUAGES.flatMap((language) => payStubs.match[language]);
    for (const phrase of ['pay stubs', 'paystubs', 'pay stub', 'talones de pago', 'recibos de sueldo', '工资单', '工资存根']) expect(all).toContain(phrase);
  });
});
