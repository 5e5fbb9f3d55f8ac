// The danger classifier's k-fold cross-validation on its own examples (src/content/assistant):
// each fold is read by a model trained on the other folds, so every example is read as if new.
// Per class and language: recall (its examples read as it) and precision (what is read as it is
// it). Printed by `npm run eval:assistant` beside the development questions.
import type { DangerClass, DangerExamples } from '../../src/content/assistant/danger-example-types';
import { DANGER_CLASSES } from '../../src/content/assistant/danger-example-types';
import { DANGER_EXAMPLES_EN } from '../../src/content/assistant/danger-examples-en';
import { DANGER_EXAMPLES_ES } from '../../src/content/assistant/danger-examples-es';
import { DANGER_EXAMPLES_ZH } from '../../src/content/assistant/danger-examples-zh';
import { DANGER_EXAMPLES_PT } from '../../src/content/assistant/danger-examples-pt';
import { DANGER_EXAMPLES_HT } from '../../src/content/assistant/danger-examples-ht';
import { classifyDanger, readDangerWith, trainDangerModel } from '../../src/core/assistant/danger-classifier';
import { isDangerRead, matchIntents } from '../../src/core/assistant/intent-rules';

const FOLDS = 5;
const LANGUAGES = { en: DANGER_EXAMPLES_EN, es: DANGER_EXAMPLES_ES, zh: DANGER_EXAMPLES_ZH, pt: DANGER_EXAMPLES_PT, ht: DANGER_EXAMPLES_HT };

interface Read {
  language: string;
  want: DangerClass;
  got: DangerClass;
  /** The whole intent rules (keywords and the classifier) lead with an emergency number. */
  leads: boolean;
}

/** The examples of one fold (every FOLDS-th, from `fold`), or all the others. */
function split(examples: DangerExamples, fold: number, inFold: boolean): DangerExamples {
  const pick = (list: readonly string[]) => list.filter((_, index) => (index % FOLDS === fold) === inFold);
  return Object.fromEntries(DANGER_CLASSES.map((danger) => [danger, pick(examples[danger])])) as unknown as DangerExamples;
}

export function crossValidateDanger(): Read[] {
  const reads: Read[] = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const model = trainDangerModel(Object.values(LANGUAGES).map((examples) => split(examples, fold, false)));
    const undo = readDangerWith(model);
    try {
      for (const [language, examples] of Object.entries(LANGUAGES)) {
        const held = split(examples, fold, true);
        for (const want of DANGER_CLASSES) {
          for (const text of held[want]) {
            const reading = classifyDanger(text, model);
            reads.push({ language, want, got: isDangerRead(reading) ? reading.danger : 'none', leads: matchIntents(text).emergency.length > 0 });
          }
        }
      }
    } finally {
      undo();
    }
  }
  return reads;
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '–');

export function crossValidationTable(reads: Read[]): string {
  const lines = [`Danger classifier, ${FOLDS}-fold cross-validation on its ${reads.length} examples (as the intent rules take its readings)`];
  for (const language of [...Object.keys(LANGUAGES), 'all']) {
    const mine = reads.filter((read) => language === 'all' || read.language === language);
    const cells = DANGER_CLASSES.map((danger) => {
      const wanted = mine.filter((read) => read.want === danger);
      const got = mine.filter((read) => read.got === danger);
      return `${danger} recall ${percent(wanted.filter((read) => read.got === danger).length, wanted.length)} precision ${percent(got.filter((read) => read.want === danger).length, got.length)}`;
    });
    const missed = mine.filter((read) => read.want !== 'none' && read.got === 'none').length;
    const alarms = mine.filter((read) => read.want === 'none' && read.got !== 'none').length;
    lines.push(`  ${language.padEnd(3)} ${cells.join('; ')}`);
    const dangers = mine.filter((read) => read.want !== 'none');
    const safe = mine.filter((read) => read.want === 'none');
    lines.push(`      danger read as none: ${percent(missed, dangers.length)}; no danger read as danger: ${percent(alarms, safe.length)}`);
    lines.push(
      `      with the keywords too (what the answer leads with): danger with no emergency number ${percent(dangers.filter((read) => !read.leads).length, dangers.length)}; no danger led by one ${percent(safe.filter((read) => read.leads).length, safe.length)}`,
    );
  }
  return lines.join('\n');
}
