import { expect, it } from 'vitest';
import { telHref } from './tel-href';

it('dials the number as published, with a pause before an extension', () => {
  expect(telHref('(617) 555-0100')).toBe('tel:+16175550100');
  expect(telHref('(413) 787-6959 ext. 49127')).toBe('tel:+14137876959,49127');
});
