// @vitest-environment node
// Explain My Letter on the development corpus (tests/fixtures/letters-dev: realistic letters of
// about 40 kinds and of none, in English, Spanish and Chinese, with paraphrases), scored the way the
// hidden letters are: sender, the date to act by, the appointment, the letter's own asks, legal help
// both ways, and no kind whose sender contradicts the letterhead. The floors sit a little under
// what the engine reaches today, so a change that makes it worse fails; `npm run eval:letters`
// prints the full table with the letters missed.
import { afterAll, describe, expect, it } from 'vitest';
import { explainLetterForTests } from './explain-for-tests';
import { DEV_EXPECTED, DEV_TODAY, devNames, devTable, devText, scoreDev, type DevField, type DevScore } from './dev-eval.shared';

const scores = new Map<string, DevScore>();
const results = new Map<string, ReturnType<typeof explainLetterForTests>>();
for (const name of devNames()) {
  const result = explainLetterForTests(devText(name), DEV_TODAY);
  results.set(name, result);
  scores.set(name, scoreDev(result, DEV_EXPECTED[name]!));
}
const share = (field: DevField) => [...scores.values()].filter((each) => each[field] === null).length / scores.size;
const count = (flag: 'wrongKind' | 'legalMissed' | 'legalFalseAlarm') => [...scores.values()].filter((each) => each[flag]).length;

afterAll(() => console.log(devTable('Explain My Letter on the development corpus', scores)));

describe('the development corpus', () => {
  it('holds at least 60 letters in English, Spanish and Chinese, with paraphrases', () => {
    const languages = [...scores.keys()].map((name) => DEV_EXPECTED[name]!.language);
    expect(scores.size).toBeGreaterThanOrEqual(60);
    for (const language of ['en', 'es', 'zh']) expect(languages.filter((each) => each === language).length, language).toBeGreaterThanOrEqual(15);
    expect(Object.values(DEV_EXPECTED).filter((each) => each.paraphraseOf).length).toBeGreaterThanOrEqual(20);
  });

  it('reads the date to act by, the appointment and the sender', () => {
    expect(share('deadline')).toBeGreaterThanOrEqual(0.95);
    expect(share('appointment')).toBeGreaterThanOrEqual(0.95);
    expect(share('sender')).toBeGreaterThanOrEqual(0.95);
    expect(share('letterDate')).toBeGreaterThanOrEqual(0.95);
    expect(share('language')).toBe(1);
  });

  it('flags legal help when an expert would, and only then', () => {
    expect(count('legalMissed')).toBe(0);
    expect(count('legalFalseAlarm')).toBeLessThanOrEqual(1);
  });

  it('never explains a kind whose sender contradicts the letterhead, and rarely a wrong kind at all', () => {
    for (const [name, result] of results) {
      const expected = DEV_EXPECTED[name]!;
      if (result.kind !== null) expect({ name, sender: result.sender }).toEqual({ name, sender: expected.sender });
    }
    expect(count('wrongKind')).toBeLessThanOrEqual(4);
  });

  it('shows what the letter itself asks for', () => {
    expect(share('asks')).toBeGreaterThanOrEqual(0.74);
  });

  it('gives a paraphrase the same facts as the letter it rewords', () => {
    for (const [name, expected] of Object.entries(DEV_EXPECTED)) {
      if (!expected.paraphraseOf) continue;
      const mine = results.get(name)!;
      const base = results.get(expected.paraphraseOf)!;
      const facts = (result: typeof mine) => ({
        deadline: result.deadline?.date ?? null,
        appointment: result.appointment?.date ?? null,
        sender: result.sender,
        legalHelp: result.legalHelp,
      });
      expect({ name, ...facts(mine) }).toEqual({ name, ...facts(base) });
    }
  });
});
