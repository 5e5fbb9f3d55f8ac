// The ten eligibility tasks, their three groups and the three information
// cards, as plain constants with no zod, so the app can use them
// without pulling zod into the browser bundle. eligibility-types.ts re-exports them next to the schemas.

/** The task ids, in the order the card grid shows them. */
export const TASK_IDS = ['mass-id', 'real-id', 'learners-permit', 'road-test', 'masshealth', 'health-center', 'walk-in', 'enrollment', 'immunization', 'records'] as const;

/** IDs & Driving, Health & Insurance, School Enrollment. */
export const TASK_GROUPS = ['ids', 'health', 'school'] as const;

export type TaskId = (typeof TASK_IDS)[number];
export type TaskGroup = (typeof TASK_GROUPS)[number];

/** The group each task belongs to. */
export const TASK_GROUP: Readonly<Record<TaskId, TaskGroup>> = {
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

/** The informational cards: Mass ID vs REAL ID, MassHealth basics, school documents. */
export const INFO_CARD_IDS = ['mass-id-vs-real-id', 'masshealth-basics', 'school-documents'] as const;
