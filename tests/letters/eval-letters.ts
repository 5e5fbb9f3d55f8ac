// `npm run eval:letters`: Explain My Letter's per-field accuracy on the development corpus
// (tests/fixtures/letters-dev, text) and on the older sample letters (tests/fixtures/letters), and
// whether paraphrases of one letter give the same facts. Prints; the accuracy tests hold floors.
import { explainLetterForTests } from './explain-for-tests';
import { DEV_EXPECTED, DEV_TODAY, devNames, devTable, devText, scoreDev, type DevScore } from './dev-eval.shared';
import { accuracyTable, EXPECTED, explain, fixture, NAMES, score, type Field } from './letter-accuracy.shared';
import { readFileSync } from 'node:fs';

const dev = new Map<string, DevScore>();
const results = new Map<string, ReturnType<typeof explainLetterForTests>>();
const started = performance.now();
for (const name of devNames()) {
  const expected = DEV_EXPECTED[name];
  if (!expected) {
    console.warn(`no expectation for ${name}`);
    continue;
  }
  const result = explainLetterForTests(devText(name), DEV_TODAY);
  results.set(name, result);
  dev.set(name, scoreDev(result, expected));
}
const elapsed = performance.now() - started;
console.log(devTable('Development corpus, letters’ text', dev));

const byLanguage = (language: string) => new Map([...dev].filter(([name]) => DEV_EXPECTED[name]!.language === language));
for (const language of ['en', 'es', 'zh']) console.log(devTable(`  … ${language} only`, byLanguage(language)).split('\n').slice(0, 5).join('\n'));

// Paraphrases: the same letter worded differently must give the same facts.
let agree = 0;
const disagree: string[] = [];
for (const [name, expected] of Object.entries(DEV_EXPECTED)) {
  if (!expected.paraphraseOf) continue;
  const mine = results.get(name);
  const base = results.get(expected.paraphraseOf);
  if (!mine || !base) continue;
  const same =
    mine.deadline?.date === base.deadline?.date &&
    mine.appointment?.date === base.appointment?.date &&
    mine.sender === base.sender &&
    mine.kind === base.kind &&
    mine.legalHelp === base.legalHelp;
  if (same) agree += 1;
  else disagree.push(name);
}
console.log(`Paraphrases giving the same facts as their letter: ${agree}/${agree + disagree.length}${disagree.length ? `  differ: ${disagree.join(', ')}` : ''}`);
console.log(`Time: ${(elapsed / Math.max(dev.size, 1)).toFixed(1)} ms a letter`);

const old = new Map<string, Record<Field, string | null>>();
for (const name of NAMES) old.set(name, score(explain(readFileSync(fixture(`${name}.txt`), 'utf8')), EXPECTED[name]!));
console.log(accuracyTable('Older sample letters (tests/fixtures/letters), text', old));
