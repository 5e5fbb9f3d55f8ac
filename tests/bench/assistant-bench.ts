// How fast the on-device assistant is, in Node on this machine:
//   1. building the guide index of each language from scratch: target under 200 ms. The first
//      build in a fresh process is the figure (it is what a phone pays on its first question,
//      JIT and Intl.Segmenter's dictionary loading included); later builds are shown beside it.
//   2. training the danger classifier (naive Bayes, on its examples): target under 200 ms, the
//      first training in the process (what a phone pays on its first question);
//   3. answering every question of the question set (tests/fixtures/assistant/questions.ts) once
//      the indexes are built: target under 50 ms per question (median and p95 shown).
//      and of the development set (tests/fixtures/assistant-dev).
// Alone: `npx tsx tests/bench/assistant-bench.ts` (add --json for the figures as JSON).
import { performance } from 'node:perf_hooks';
import { answerQuestion } from '../../src/core/assistant/answer-question';
import { classifyDanger } from '../../src/core/assistant/danger-classifier';
import { buildGuideIndex, guideIndex } from '../../src/core/assistant/guide-index';
import { ASSISTANT_QUESTIONS } from '../fixtures/assistant/questions';
import { DEV_QUESTIONS } from '../fixtures/assistant-dev';
import { runWhenMain } from './standalone';
import { wholeAssistantContent } from '../../src/core/assistant/guide-content';
import { LANGUAGES, type Language } from '../../src/core/language';

const REBUILDS = 5;
const ROUNDS = 5;
export const INDEX_BUILD_TARGET_MS = 200;
export const ANSWER_TARGET_MS = 50;
export const DANGER_TRAINING_TARGET_MS = 200;

export interface AssistantEngineBench {
  /** The first build of each language's index in this process. */
  indexBuildMs: Record<Language, number>;
  /** The median of later builds, for comparison. */
  indexRebuildMs: Record<Language, number>;
  passages: number;
  /** Training the danger classifier, the first time in this process. */
  dangerTrainingMs: number;
  answerMsMedian: number;
  answerMsP95: number;
  answerMsMax: number;
  questions: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

function time<T>(work: () => T): [number, T] {
  const start = performance.now();
  const result = work();
  return [performance.now() - start, result];
}

export async function runAssistantEngineBench(print: (line?: string) => void = () => undefined): Promise<AssistantEngineBench> {
  print();
  const indexBuildMs = {} as Record<Language, number>;
  const indexRebuildMs = {} as Record<Language, number>;
  let passages = 0;
  const content = wholeAssistantContent();
  for (const language of LANGUAGES) {
    const docs = content.guides.passages[language]!;
    const [first, index] = time(() => buildGuideIndex(docs, language));
    passages = index.passages.size;
    const again = Array.from({ length: REBUILDS }, () => time(() => buildGuideIndex(docs, language))[0]);
    indexBuildMs[language] = first;
    indexRebuildMs[language] = median(again);
    print(`Assistant guide index (${language}, ${passages} passages): first build ${first.toFixed(0)} ms, then median ${indexRebuildMs[language].toFixed(0)} ms over ${REBUILDS}`);
  }
  // The first reading trains the classifier; a second one shows what reading alone costs.
  const [dangerTrainingMs] = time(() => classifyDanger('warm up'));
  const [dangerReadMs] = time(() => classifyDanger('my chest hurts and i cannot breathe'));
  print(`Assistant danger classifier: trained in ${dangerTrainingMs.toFixed(0)} ms (first use), then ${dangerReadMs.toFixed(2)} ms a reading`);
  // The answers use the cached indexes (a question may search its own language's index too).
  for (const language of LANGUAGES) guideIndex(content.guides, language);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const item of [...ASSISTANT_QUESTIONS, ...DEV_QUESTIONS]) times.push(time(() => answerQuestion(item.question, item.language, content))[0]);
  }
  times.sort((a, b) => a - b);
  const bench: AssistantEngineBench = {
    indexBuildMs,
    indexRebuildMs,
    passages,
    dangerTrainingMs,
    answerMsMedian: percentile(times, 0.5),
    answerMsP95: percentile(times, 0.95),
    answerMsMax: times.at(-1)!,
    questions: ASSISTANT_QUESTIONS.length + DEV_QUESTIONS.length,
  };
  print(
    `Assistant answers (${bench.questions} questions in en, es, zh, ${ROUNDS} rounds): median ${bench.answerMsMedian.toFixed(2)} ms, p95 ${bench.answerMsP95.toFixed(2)} ms, slowest ${bench.answerMsMax.toFixed(2)} ms`,
  );
  return bench;
}

export function assistantEngineVerdicts(bench: AssistantEngineBench): { target: string; actual: string; pass: boolean }[] {
  return [
    ...LANGUAGES.map((language) => ({
      target: `assistant guide index build (${language}) < ${INDEX_BUILD_TARGET_MS} ms (first build)`,
      actual: `${bench.indexBuildMs[language].toFixed(0)} ms`,
      pass: bench.indexBuildMs[language] < INDEX_BUILD_TARGET_MS,
    })),
    {
      target: `assistant danger classifier training < ${DANGER_TRAINING_TARGET_MS} ms (first use)`,
      actual: `${bench.dangerTrainingMs.toFixed(0)} ms`,
      pass: bench.dangerTrainingMs < DANGER_TRAINING_TARGET_MS,
    },
    {
      target: `assistant answer < ${ANSWER_TARGET_MS} ms per question (p95, index built)`,
      actual: `${bench.answerMsP95.toFixed(2)} ms (median ${bench.answerMsMedian.toFixed(2)} ms)`,
      pass: bench.answerMsP95 < ANSWER_TARGET_MS,
    },
  ];
}

async function main(): Promise<void> {
  const bench = await runAssistantEngineBench(console.log);
  console.log();
  for (const verdict of assistantEngineVerdicts(bench)) console.log(`${verdict.pass ? 'PASS' : 'MISS'}  ${verdict.target}: ${verdict.actual}`);
  if (process.argv.includes('--json')) console.log(JSON.stringify(bench, null, 2));
}

runWhenMain(import.meta.url, main);
