// @vitest-environment node
// Explain My Letter on the held-out letters (tests/fixtures/letters-holdout): 30 letters written by
// someone who never saw the engine, of listed kinds and of none, in English, Spanish and Chinese.
// Measured blind first (2026-11-25: sender 90 %, deadline 86.7 %, appointment 86.7 %, asks 83.3 %,
// legal help 93.3 %, no wrong kind); the general rules its misses showed were then fixed, so it is
// no longer blind: it stays as a second check that the rules are not tuned to the development
// corpus. The floors are what the hidden letters are held to.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { EXPECTED_HOLDOUT } from '../fixtures/letters-holdout/expected-holdout';
import { explainLetterForTests } from './explain-for-tests';
import { DEV_TODAY, devTable, scoreDev, type DevField, type DevScore } from './dev-eval.shared';

const FOLDER = new URL('../fixtures/letters-holdout/', import.meta.url);
const names = readdirSync(FOLDER)
  .filter((file) => file.endsWith('.txt'))
  .map((file) => file.slice(0, -4));
const scores = new Map<string, DevScore>(
  names.map((name) => [name, scoreDev(explainLetterForTests(readFileSync(new URL(`${name}.txt`, FOLDER), 'utf8'), DEV_TODAY), EXPECTED_HOLDOUT[name]!)]),
);
const share = (field: DevField) => [...scores.values()].filter((each) => each[field] === null).length / scores.size;

afterAll(() => console.log(devTable('Explain My Letter on the held-out letters', scores)));

describe('the held-out letters', () => {
  it('each have an expectation, in three languages', () => {
    expect(names.sort()).toEqual(Object.keys(EXPECTED_HOLDOUT).sort());
    for (const language of ['en', 'es', 'zh']) expect(names.filter((name) => name.endsWith(`.${language}`)).length).toBeGreaterThanOrEqual(9);
  });

  it('meet the targets the hidden letters are held to', () => {
    expect(share('deadline')).toBeGreaterThanOrEqual(0.85);
    expect(share('asks')).toBeGreaterThanOrEqual(0.8);
    expect(share('sender')).toBeGreaterThanOrEqual(0.9);
    expect(share('legalHelp')).toBeGreaterThanOrEqual(0.95);
    // The form's "Date on the letter" comes from it.
    expect(share('letterDate')).toBeGreaterThanOrEqual(0.85);
    // Urgency is scored on the hidden letters too (no target): 73.3 % since a letter that asks for
    // something by a date of its own is at least medium (2026-11-25), 66.7 % before.
    expect(share('urgency')).toBeGreaterThanOrEqual(0.7);
  });

  it('never explain a kind whose sender contradicts the letter', () => {
    for (const [name, score] of scores) expect({ name, sender: score.sender }).toEqual({ name, sender: null });
    expect([...scores.values()].filter((each) => each.wrongKind).length).toBeLessThanOrEqual(2);
  });
});
