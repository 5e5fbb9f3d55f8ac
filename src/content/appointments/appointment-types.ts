// The shape of a Book & Prepare task (an office entry and its what-to-bring checklist), as zod
// schemas the content tests validate with; the types come from them. The app imports only the
// types and the constants (appointment-constants.ts), so zod never reaches the browser bundle.
import { z } from 'zod';
import { LocalizedSchema } from '../places/place-types';
import { APPOINTMENT_PLACE_CATEGORIES, APPOINTMENT_TABS, APPOINTMENT_TASK_IDS, TASK_TAB } from './appointment-constants';

export { APPOINTMENT_TABS, APPOINTMENT_TASK_IDS, TASK_TAB };

const officialUrl = z.url({ protocol: /^https$/ });
const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** One line of a What to Bring checklist. */
const ChecklistItemSchema = z.strictObject({
  /** kebab-case, unique within its task, e.g. 'proof-of-residency'. */
  id: kebab,
  text: LocalizedSchema,
  /** A short rule about the item, e.g. 'Original or certified copy; photocopies are not accepted'. */
  note: LocalizedSchema.optional(),
});

export const AppointmentTaskSchema = z
  .strictObject({
    id: z.enum(APPOINTMENT_TASK_IDS),
    tab: z.enum(APPOINTMENT_TABS),
    title: LocalizedSchema,
    /** One or two sentences: how to get the appointment (or that none is needed). */
    howToBook: LocalizedSchema,
    /** The official online booking page, where there is one. */
    bookingLink: officialUrl.optional(),
    /** Which kind of place in the city guide serves the task. */
    placeCategory: z.enum(APPOINTMENT_PLACE_CATEGORIES),
    /** Only when a subset of that category's places serves the task; omitted means all of them. */
    placeIds: z.array(kebab).min(1).optional(),
    whatToBring: z
      .array(ChecklistItemSchema)
      .min(3)
      .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'checklist ids must be unique'),
    fees: LocalizedSchema.optional(),
    /** The official pages the task's facts come from. */
    sources: z.array(officialUrl).min(1),
    /** The day the facts were checked against `sources` (YYYY-MM-DD). */
    lastVerified: z.iso.date(),
  })
  .refine((task) => TASK_TAB[task.id] === task.tab, { message: 'task is under the wrong tab', path: ['tab'] });

export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;
export type AppointmentTask = z.infer<typeof AppointmentTaskSchema>;
