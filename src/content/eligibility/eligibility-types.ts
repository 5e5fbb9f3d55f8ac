// The shape of the eligibility content (tasks and results), as zod schemas
// the content tests validate with; the types come from them. Each of the ten tasks asks 3 to 6
// yes/no questions, where "yes" is the answer that brings the person closer to ready (the rules in
// src/core/eligibility count the yes answers), and carries the three outcomes the rules choose
// between. Every text in English, Spanish and Chinese. The app imports only the types, so zod never
// reaches the browser bundle.
import { z } from 'zod';
import { LocalizedSchema } from '../places/place-types';
import { INFO_CARD_IDS, TASK_GROUP, TASK_GROUPS, TASK_IDS } from './eligibility-constants';

export { INFO_CARD_IDS, TASK_IDS };

const officialUrl = z.url({ protocol: /^https$/ });

const QuestionSchema = z.strictObject({
  /** kebab-case or camelCase, unique within its task; some rules name one ('resident', 'urgent', 'docs', 'records'). */
  id: z.string().regex(/^([a-z][a-z0-9]*(-[a-z0-9]+)*|[a-z][a-zA-Z0-9]*)$/),
  /** A yes/no question, in plain words. */
  text: LocalizedSchema,
});

/** What Pali says for one status (message, rationale, details). */
const OutcomeSchema = z.strictObject({
  /** One sentence. */
  message: LocalizedSchema,
  /** Why: what the answers mean, in a sentence or two. */
  rationale: LocalizedSchema,
  /** Concrete steps: what to bring, where to go, how to book. */
  nextSteps: z.array(LocalizedSchema).min(2).max(5),
  /**
   * Shown instead of `rationale` when every answer was no and the rule still gives this outcome,
   * which surprises people unless the reason is said plainly.
   */
  allNoRationale: LocalizedSchema.optional(),
  /** A possible emergency: the result offers only 911 and the emergency rooms, never booking an office. */
  emergency: z.literal(true).optional(),
});

export const TaskSchema = z
  .strictObject({
    id: z.enum(TASK_IDS),
    group: z.enum(TASK_GROUPS),
    title: LocalizedSchema,
    description: LocalizedSchema,
    questions: z.array(QuestionSchema).min(3).max(6),
    results: z.strictObject({ ready: OutcomeSchema, likely: OutcomeSchema, 'not-ready': OutcomeSchema }),
    /** The official pages the questions and outcomes come from. */
    sources: z.array(officialUrl).min(1),
    /** The day the facts were checked against `sources` (YYYY-MM-DD). */
    lastVerified: z.iso.date(),
  })
  .superRefine((task, ctx) => {
    if (task.group !== TASK_GROUP[task.id]) {
      ctx.addIssue({ code: 'custom', path: ['group'], message: `${task.id} belongs to ${TASK_GROUP[task.id]}` });
    }
    const ids = task.questions.map((question) => question.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) ctx.addIssue({ code: 'custom', path: ['questions', index, 'id'], message: `duplicate question id ${id}` });
    });
  });

export const InfoCardSchema = z.strictObject({
  id: z.enum(INFO_CARD_IDS),
  title: LocalizedSchema,
  /** Short, plain statements, each true in Massachusetts. */
  points: z.array(LocalizedSchema).min(3),
  sources: z.array(officialUrl).min(1),
  /**
   * The day every point on it was compared with its sources (YYYY-MM-DD), or null when that could
   * not be done (the file says why). A point not yet compared keeps the whole card undated.
   */
  checked: z.iso.date().nullable(),
});

export type Task = z.infer<typeof TaskSchema>;
export type InfoCard = z.infer<typeof InfoCardSchema>;
