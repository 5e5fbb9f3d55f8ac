// The income limits Pali quotes are computed from one dated table; these are the figures MassHealth's
// 2024 table prints for a family of 4 (betterhealthconnector.com, compared 2026-11-26).
import { describe, expect, it } from 'vitest';
import { INFO_CARDS } from './index';
import { amount, POVERTY_TABLE, yearlyIncomeAt } from './poverty-table';

describe('the poverty table', () => {
  it('gives the yearly incomes MassHealth’s table prints for a family of 4', () => {
    expect(POVERTY_TABLE.year).toBe(2024);
    expect(yearlyIncomeAt(4, 100)).toBe(31_200);
    expect(yearlyIncomeAt(4, 133)).toBe(41_496);
    expect(yearlyIncomeAt(4, 150)).toBe(46_800);
    expect(amount(41_496)).toBe('41,496');
  });

  it('is where the cards take their figures and their year from, in every language', () => {
    const card = INFO_CARDS.find((one) => one.id === 'masshealth-basics')!;
    const point = card.points.find((one) => one.en.includes('family of 4'))!;
    for (const text of [point.en, point.es, point.zh]) {
      expect(text).toContain(String(POVERTY_TABLE.year));
      expect(text).toContain(amount(yearlyIncomeAt(4, 133)));
    }
  });
});
