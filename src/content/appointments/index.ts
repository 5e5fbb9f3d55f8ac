// The Book & Prepare content: the ten tasks, with the fixed lists and the types the screen needs.
// No zod here: the schemas stay in appointment-types.ts, for the content tests.
export { APPOINTMENT_TASKS } from './tasks';
export { APPOINTMENT_TASK_IDS } from './appointment-constants';
export type { AppointmentTab, AppointmentTaskId } from './appointment-constants';
export type { AppointmentTask } from './appointment-types';
