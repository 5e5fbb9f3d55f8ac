// The eligibility decision rules, one per task, as written:
// m is the number of yes answers, w the number of questions, and an unanswered question counts as
// not yes. The screen asks for every answer before it checks; the rules do not rely on that.

export type EligibilityStatus = 'ready' | 'likely' | 'not-ready';
export type Answer = 'yes' | 'no';
export type Answers = Readonly<Partial<Record<string, Answer>>>;

/** What a rule needs of a task: its id and the ids of its questions, in order. */
export interface TaskQuestions {
  id: string;
  questions: readonly { id: string }[];
}

interface Tally {
  /** Yes answers. */
  m: number;
  /** Questions. */
  w: number;
  allYes: boolean;
  /** The answer to one question; undefined when unanswered (or there is no such question). */
  answer: (questionId: string) => Answer | undefined;
}

type Rule = (tally: Tally) => EligibilityStatus;

const RULES: Record<string, Rule> = {
  'mass-id': ({ allYes, m }) => (allYes ? 'ready' : m >= 3 ? 'likely' : 'not-ready'),
  'real-id': ({ allYes, m }) => (allYes ? 'ready' : m >= 4 ? 'likely' : 'not-ready'),
  'learners-permit': ({ allYes }) => (allYes ? 'ready' : 'not-ready'),
  'road-test': ({ allYes }) => (allYes ? 'ready' : 'not-ready'),
  masshealth: ({ allYes, answer }) => (allYes ? 'ready' : answer('resident') === 'no' ? 'not-ready' : 'likely'),
  'health-center': ({ m }) => (m >= 2 ? 'ready' : 'likely'),
  // "No" to the urgent question means an emergency: the emergency room or 911, not a walk-in clinic.
  'walk-in': ({ allYes, answer }) => (answer('urgent') === 'no' ? 'not-ready' : allYes ? 'ready' : 'likely'),
  enrollment: ({ allYes, answer }) => (allYes ? 'ready' : answer('docs') === 'no' ? 'likely' : 'not-ready'),
  immunization: ({ m, answer }) => (m >= 2 ? 'ready' : answer('records') === 'no' ? 'ready' : 'likely'),
  records: ({ allYes }) => (allYes ? 'ready' : 'likely'),
};

/** True when the rules know this task. */
export const hasEligibilityRule = (taskId: string): boolean => Object.hasOwn(RULES, taskId);

/** The status of a task for these answers; throws for a task with no rule (a content mistake). */
export function decideEligibility(task: TaskQuestions, answers: Answers): EligibilityStatus {
  const rule = RULES[task.id];
  if (!rule) throw new Error(`No eligibility rule for task "${task.id}"`);
  const asked = new Set(task.questions.map((question) => question.id));
  const m = task.questions.filter((question) => answers[question.id] === 'yes').length;
  const w = task.questions.length;
  return rule({ m, w, allYes: w > 0 && m === w, answer: (id) => (asked.has(id) ? answers[id] : undefined) });
}

/** The questions still unanswered, in order ("Please answer all questions" names none of them, but the screen marks them). */
export function unansweredQuestions(task: TaskQuestions, answers: Answers): string[] {
  return task.questions.filter((question) => answers[question.id] !== 'yes' && answers[question.id] !== 'no').map((question) => question.id);
}
