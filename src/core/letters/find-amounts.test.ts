import { expect, it } from 'vitest';
import { findAmounts } from './find-amounts';

it('reads dollar amounts exactly, with their sentence', () => {
  const found = findAmounts('You owe $1,250.00 in rent. A late fee of $85 applies. The fee is USD 30.50.', 'en');
  expect(found.map(({ cents, text }) => [cents, text])).toEqual([
    [125_000, '$1,250.00'],
    [8_500, '$85'],
    [3_050, 'USD 30.50'],
  ]);
  expect(found[1]!.quote).toBe('A late fee of $85 applies.');
});

it('reads Spanish amounts', () => {
  expect(findAmounts('Debe pagar 1.250,50 dólares antes del viernes. El cargo es de $40.', 'es').map(({ cents }) => cents)).toEqual([125_050, 4_000]);
});

it('does not take dates, phone numbers or case numbers for money', () => {
  expect(findAmounts('Call (617) 555-0100 before 12/15/2026 about case 2026-H-123.', 'en')).toEqual([]);
});
