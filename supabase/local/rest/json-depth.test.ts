import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects together, and only while they are open', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan('[[]][[]][[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('["[[[[[", "\\"[[[[[["]', 1)).toBe(false);
    expect(nestsDeeperThan('eq.[[[', 2)).toBe(true);
  });

  it('checks a megabyte of brackets without overflowing the stack', () => {
    expect(nestsDeeperThan('['.repeat(1_000_000))).toBe(true);
  });
});
