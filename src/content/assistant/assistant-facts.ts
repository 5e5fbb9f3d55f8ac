// Every topic the assistant's facts cover (fact-types.ts), in one list the engine reads. On equal
// weight the earlier topic wins, so the general ones (MassHealth, SNAP) come before the letters'.
import type { FactTopic } from './fact-types';
import { FACTS_BENEFITS_LETTERS } from './facts-benefits-letters';
import { FACTS_DRIVING_IDS } from './facts-driving-ids';
import { FACTS_HEALTH_SCHOOL_IMMIGRATION } from './facts-health-school-immigration';
import { FACTS_PLACES_SERVICES } from './facts-places-services';
import { FACTS_WORK_HOUSING } from './facts-work-housing';

export const FACT_TOPICS: FactTopic[] = [...FACTS_DRIVING_IDS, ...FACTS_WORK_HOUSING, ...FACTS_HEALTH_SCHOOL_IMMIGRATION, ...FACTS_BENEFITS_LETTERS, ...FACTS_PLACES_SERVICES];
