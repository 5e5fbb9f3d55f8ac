import { expect, it } from 'vitest';
import { isReachableNumber, isUsPhone, isZip } from './contact-checks';

it('reads US phone numbers however they are written', () => {
  for (const ok of ['(617) 555-0100', '617.555.0100', '+1 617 555 0100', '16175550100']) expect(isUsPhone(ok), ok).toBe(true);
  for (const bad of ['555-0100', '(617) 555-01000', '+44 20 7946 0958', 'call me']) expect(isUsPhone(bad), bad).toBe(false);
});

it('takes numbers from any country for WhatsApp and calls', () => {
  for (const ok of ['+1 (617) 555-0100', '+52 55 1234 5678', '+86 138 0013 8000', '6175550100']) expect(isReachableNumber(ok), ok).toBe(true);
  for (const bad of ['12345', '+1 617 555 0100 1234 5', 'whatsapp me', '']) expect(isReachableNumber(bad), bad).toBe(false);
});

it('wants five-digit ZIP codes', () => {
  expect(isZip('02119')).toBe(true);
  expect(isZip(' 01902 ')).toBe(true);
  for (const bad of ['2119', '02119-1234', 'SW1A 1AA']) expect(isZip(bad), bad).toBe(false);
});
