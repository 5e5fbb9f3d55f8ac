// The decision rules, checked over every combination of yes, no and unanswered for every
// task as the content asks it (3^w cases each), against the decision table transcribed as data, plus
// the properties the table implies and the branches a reader would try by hand.
import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_TASKS } from '../../content/eligibility';
import { decideEligibility, hasEligibilityRule, unansweredQuestions, type Answer, type Answers, type EligibilityStatus, type TaskQuestions } from './decide-eligibility';

type Reply = Answer | undefined;

/** Every way of answering w questions: yes, no or not at all. */
function* everyReply(w: number): Generator<Reply[]> {
  if (w === 0) {
    yield [];
    return;
  }
  for (const rest of everyReply(w - 1)) for (const reply of ['yes', 'no', undefined] as const) yield [reply, ...rest];
}

const answersFor = (task: TaskQuestions, replies: Reply[]): Answers =>
  Object.fromEntries(task.questions.flatMap((question, index) => (replies[index] ? [[question.id, replies[index]]] : [])));

/** The decision table: m yes answers of w, and the one named answer some rules look at. */
const SPEC: Record<string, (m: number, w: number, named: (id: string) => Reply) => EligibilityStatus> = {
  'mass-id': (m, w) => (m === w ? 'ready' : m >= 3 ? 'likely' : 'not-ready'),
  'real-id': (m, w) => (m === w ? 'ready' : m >= 4 ? 'likely' : 'not-ready'),
  'learners-permit': (m, w) => (m === w ? 'ready' : 'not-ready'),
  'road-test': (m, w) => (m === w ? 'ready' : 'not-ready'),
  masshealth: (m, w, named) => (m === w ? 'ready' : named('resident') === 'no' ? 'not-ready' : 'likely'),
  'health-center': (m) => (m >= 2 ? 'ready' : 'likely'),
  'walk-in': (m, w, named) => (named('urgent') === 'no' ? 'not-ready' : m === w ? 'ready' : 'likely'),
  enrollment: (m, w, named) => (m === w ? 'ready' : named('docs') === 'no' ? 'likely' : 'not-ready'),
  immunization: (m, _w, named) => (m >= 2 ? 'ready' : named('records') === 'no' ? 'ready' : 'likely'),
  records: (m, w) => (m === w ? 'ready' : 'likely'),
};

describe('eligibility rules', () => {
  it('know every task of the content, and the content every task of the spec', () => {
    expect(ELIGIBILITY_TASKS.map((task) => task.id).sort()).toEqual(Object.keys(SPEC).sort());
    for (const task of ELIGIBILITY_TASKS) expect(hasEligibilityRule(task.id), task.id).toBe(true);
    expect(hasEligibilityRule('casino')).toBe(false);
    expect(() => decideEligibility({ id: 'casino', questions: [] }, {})).toThrow(/No eligibility rule/);
  });

  for (const task of ELIGIBILITY_TASKS) {
    it(`${task.id}: every combination of answers gives the spec's status`, () => {
      let cases = 0;
      for (const replies of everyReply(task.questions.length)) {
        const answers = answersFor(task, replies);
        const m = replies.filter((reply) => reply === 'yes').length;
        const named = (id: string) => answers[id];
        const expected = SPEC[task.id]!(m, task.questions.length, named);
        expect(decideEligibility(task, answers), `${task.id} ${JSON.stringify(answers)}`).toBe(expected);
        // Unanswered counts as not yes: the same as answering no, except where "no" itself is named.
        const asNo = answersFor(
          task,
          replies.map((reply) => reply ?? 'no'),
        );
        if (!['masshealth', 'walk-in', 'enrollment', 'immunization'].includes(task.id)) expect(decideEligibility(task, asNo)).toBe(expected);
        cases += 1;
      }
      expect(cases).toBe(3 ** task.questions.length);
    });
  }

  it('call every task ready when every answer is yes', () => {
    for (const task of ELIGIBILITY_TASKS) {
      expect(decideEligibility(task, Object.fromEntries(task.questions.map((question) => [question.id, 'yes']))), task.id).toBe('ready');
    }
  });

  it('when every answer is no, read as the spec says', () => {
    const allNo = Object.fromEntries(
      ELIGIBILITY_TASKS.map((task) => [task.id, decideEligibility(task, Object.fromEntries(task.questions.map((question) => [question.id, 'no'])))]),
    );
    expect(allNo).toEqual({
      'mass-id': 'not-ready',
      'real-id': 'not-ready',
      'learners-permit': 'not-ready',
      'road-test': 'not-ready',
      masshealth: 'not-ready',
      'health-center': 'likely',
      'walk-in': 'not-ready',
      enrollment: 'likely',
      immunization: 'ready',
      records: 'likely',
    });
  });

  it('send an emergency to the emergency room whatever else is answered', () => {
    const walkIn = ELIGIBILITY_TASKS.find((task) => task.id === 'walk-in')!;
    const answers = Object.fromEntries(walkIn.questions.map((question) => [question.id, question.id === 'urgent' ? 'no' : 'yes'])) as Answers;
    expect(decideEligibility(walkIn, answers)).toBe('not-ready');
  });

  it('ignore answers to questions the task does not ask', () => {
    const records = ELIGIBILITY_TASKS.find((task) => task.id === 'records')!;
    const yes = Object.fromEntries(records.questions.map((question) => [question.id, 'yes'])) as Answers;
    expect(decideEligibility(records, { ...yes, resident: 'no', urgent: 'no' })).toBe('ready');
  });
});

describe('unanswered questions', () => {
  it('are listed in order; an answer of no counts as answered', () => {
    const task = { id: 'mass-id', questions: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] };
    expect(unansweredQuestions(task, {})).toEqual(['a', 'b', 'c']);
    expect(unansweredQuestions(task, { b: 'no' })).toEqual(['a', 'c']);
    expect(unansweredQuestions(task, { a: 'yes', b: 'no', c: 'yes' })).toEqual([]);
  });
});
