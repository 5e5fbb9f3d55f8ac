// The eligibility content: the ten tasks, in their fixed order, and the three informational cards,
// with the plain constants and the types. The zod schemas stay in eligibility-types.ts for the
// content tests, so nothing here pulls zod into the app bundle.
export { ELIGIBILITY_TASKS } from './tasks';
export { INFO_CARDS } from './info-cards';
