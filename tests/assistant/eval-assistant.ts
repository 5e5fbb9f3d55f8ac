// `npm run eval:assistant`: the on-device assistant on the development question set
// (tests/fixtures/assistant-dev): per category and language, the share of questions whose answer
// holds every expected fact, number, redirect and service; the emergency recall and the rate of
// false emergency openings; the same on the holdout questions; then the danger classifier's
// cross-validation on its own examples.
// Prints; dev-questions-accuracy.test.ts holds floors.
import { LANGUAGES } from '../../src/core/language';
import { DEV_QUESTIONS } from '../fixtures/assistant-dev';
import { HOLDOUT_QUESTIONS } from '../fixtures/assistant-holdout';
import { crossValidateDanger, crossValidationTable } from './danger-cross-validation';
import { assistantTable, scoreQuestions } from './dev-eval-assistant.shared';

const started = performance.now();
// The question's own language is the reader's: the answer must be in it.
const scored = scoreQuestions(DEV_QUESTIONS);
const elapsed = performance.now() - started;

console.log(assistantTable('Assistant on the development questions', scored));
for (const language of LANGUAGES) {
  console.log();
  console.log(
    assistantTable(
      `  … ${language} only`,
      scored.filter((each) => each.question.language === language),
    ),
  );
}
console.log();
console.log(`Time: ${(elapsed / scored.length).toFixed(1)} ms a question (first questions build the indexes)`);
console.log();
// Written apart from the engine and its development set, by someone who saw neither: measured
// here, never tuned to.
const holdout = scoreQuestions(HOLDOUT_QUESTIONS);
console.log(assistantTable('Assistant on the holdout questions (tests/fixtures/assistant-holdout)', holdout));
console.log();
console.log(crossValidationTable(crossValidateDanger()));
