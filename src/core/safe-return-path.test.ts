import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/map', '/map'],
    ['/map?category=legal', '/map?category=legal'],
    ['/help-hub#top', '/help-hub#top'],
    ['/eligibility?task=mass-id&x=1', '/eligibility?task=mass-id&x=1'],
    ['/a/../map', '/map'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/map',
    '//evil.example/map',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'map',
    '',
    '/map\n',
    '/\tevil',
    '/signinprompt?from=/map',
    '/auth',
    null,
    undefined,
    42,
    `/${'a'.repeat(3000)}`,
  ])('ignores %j', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});
