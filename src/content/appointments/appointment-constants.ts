// The fixed lists of Book & Prepare (/appointment), kept apart from the zod schemas
// (appointment-types.ts) so the screen can import them without downloading zod. The tasks and
// their tabs are the eligibility checks' tasks and groups: one list.
import { TASK_GROUP, TASK_GROUPS, TASK_IDS, type TaskGroup, type TaskId } from '../eligibility/eligibility-constants';

/** The three tabs: IDs and Driving, Health and Insurance, School Enrollment. */
export const APPOINTMENT_TABS = TASK_GROUPS;

/** The ten tasks, in the order the screen lists them. */
export const APPOINTMENT_TASK_IDS = TASK_IDS;

/** The kinds of place in the city guide that serve a task. */
export const APPOINTMENT_PLACE_CATEGORIES = ['rmv', 'clinic', 'school'] as const;

export type AppointmentTab = TaskGroup;
export type AppointmentTaskId = TaskId;

/** The tab each task sits under. */
export const TASK_TAB: Readonly<Record<AppointmentTaskId, AppointmentTab>> = TASK_GROUP;
