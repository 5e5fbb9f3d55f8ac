// The eligibility content, checked as the screen and the rules need it: every task and card valid
// and complete in English, Spanish and Chinese, in their fixed order and groups, with the questions
// the decision rules name, enough questions for the rules' thresholds, the fixed facts stated
// (section 9), and no zod reachable from what the app imports.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INFO_CARD_IDS, InfoCardSchema, TASK_IDS, TaskSchema, type Task } from './eligibility-types';
import { ELIGIBILITY_TASKS, INFO_CARDS } from './index';

const task = (id: Task['id']) => ELIGIBILITY_TASKS.find((candidate) => candidate.id === id)!;

/** Every English text of a task: description, questions and all three outcomes. */
const english = (id: Task['id']) => {
  const { description, questions, results } = task(id);
  const outcomes = Object.values(results).flatMap((outcome) => [outcome.message, outcome.rationale, ...outcome.nextSteps]);
  return [description, ...questions.map((question) => question.text), ...outcomes].map((text) => text.en).join(' ');
};

const EXPECTED_GROUP: Record<Task['id'], Task['group']> = {
  'mass-id': 'ids',
  'real-id': 'ids',
  'learners-permit': 'ids',
  'road-test': 'ids',
  masshealth: 'health',
  'health-center': 'health',
  'walk-in': 'health',
  enrollment: 'school',
  immunization: 'school',
  records: 'school',
};

describe('eligibility tasks', () => {
  it('are the spec’s ten, in its order, each valid in three languages', () => {
    expect(ELIGIBILITY_TASKS.map((candidate) => candidate.id)).toEqual([...TASK_IDS]);
    for (const candidate of ELIGIBILITY_TASKS) expect(() => TaskSchema.parse(candidate), candidate.id).not.toThrow();
  });

  it('sit in their group: IDs & Driving, Health & Insurance, School Enrollment', () => {
    for (const candidate of ELIGIBILITY_TASKS) expect(candidate.group, candidate.id).toBe(EXPECTED_GROUP[candidate.id]);
  });

  it('ask 3 to 6 questions with ids unique within the task', () => {
    for (const { id, questions } of ELIGIBILITY_TASKS) {
      const ids = questions.map((question) => question.id);
      expect(new Set(ids).size, id).toBe(ids.length);
      expect(ids.length, id).toBeGreaterThanOrEqual(3);
      expect(ids.length, id).toBeLessThanOrEqual(6);
    }
  });

  it('ask the questions the decision rules name', () => {
    const ids = (id: Task['id']) => task(id).questions.map((question) => question.id);
    expect(ids('masshealth')).toContain('resident');
    expect(ids('walk-in')).toContain('urgent');
    expect(ids('enrollment')).toContain('docs');
    expect(ids('immunization')).toContain('records');
  });

  it('ask more questions than the thresholds, so likely and ready differ', () => {
    // mass-id is likely at 3 yes and real-id at 4; ready needs all yes.
    expect(task('mass-id').questions.length).toBeGreaterThanOrEqual(4);
    expect(task('real-id').questions.length).toBeGreaterThanOrEqual(5);
  });

  it('send a walk-in that may be life-threatening to the emergency room or 911', () => {
    const urgent = task('walk-in').questions.find((question) => question.id === 'urgent')!;
    expect(urgent.text.en).toMatch(/not life-threatening/);
    const notReady = task('walk-in').results['not-ready'];
    const said = [notReady.message, notReady.rationale, ...notReady.nextSteps].map((text) => text.en).join(' ');
    expect(said).toMatch(/emergency room/);
    expect(said).toMatch(/911/);
    expect(notReady.message.en).toMatch(/emergency room or call 911/);
  });

  it('state the spec’s fees, ages and limits', () => {
    expect(english('mass-id')).toContain('$50');
    expect(english('real-id')).toContain('$50');
    // "$30 plus a $30 test fee": on the RMV's pages the $30 covers the test, and a retest is $30 again.
    expect(english('learners-permit')).toMatch(/\$30 fee\? It covers the permit test; if you fail, you pay \$30 again/);
    expect(english('learners-permit')).toMatch(/16 years old or older|16 or older/);
    expect(english('learners-permit')).toMatch(/under 18[^.]*driver education/);
    expect(english('road-test')).toMatch(/40 hours of practice/);
    expect(english('road-test')).toMatch(/permit for 6 months/);
    expect(english('road-test')).toMatch(/sponsor[^.]*21 or older/);
    expect(english('enrollment')).toMatch(/18 to 21 without a high school diploma/);
    expect(english('records')).toMatch(/5[–-]10 business days/);
    expect(english('masshealth')).toMatch(/133% of the federal poverty level/);
  });

  it('name the same checking date and only https sources', () => {
    for (const candidate of ELIGIBILITY_TASKS) {
      expect(candidate.lastVerified, candidate.id).toBe('2026-11-22');
      for (const source of candidate.sources) expect(source, candidate.id).toMatch(/^https:\/\//);
    }
  });
});

describe('information cards', () => {
  it('are the spec’s three, in order, each valid in three languages', () => {
    expect(INFO_CARDS.map((card) => card.id)).toEqual([...INFO_CARD_IDS]);
    for (const card of INFO_CARDS) expect(() => InfoCardSchema.parse(card), card.id).not.toThrow();
  });

  it('agree with the tasks on fees and limits', () => {
    const text = (id: (typeof INFO_CARD_IDS)[number]) =>
      INFO_CARDS.find((card) => card.id === id)!
        .points.map((point) => point.en)
        .join(' ');
    expect(text('mass-id-vs-real-id')).toContain('$50');
    expect(text('mass-id-vs-real-id')).toMatch(/two proofs of your Massachusetts address/);
    expect(text('masshealth-basics')).toMatch(/133% FPL/);
    expect(text('school-documents')).toMatch(/whatever their immigration status/);
  });
});

describe('what the app imports', () => {
  it('never reaches zod: the content files import the schemas for types only', () => {
    for (const file of ['index.ts', 'tasks.ts', 'info-cards.ts', 'eligibility-constants.ts']) {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/from 'zod'/);
      expect(source, file).not.toMatch(/^(import|export) (?!type )[^;]*from '\.\/eligibility-types'/m);
    }
  });
});
