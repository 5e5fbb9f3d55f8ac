// Every intent of the on-device assistant, in the order the engine offers them. The engine puts
// emergencies first (their numbers lead the answer) and intents with an URGENT service next; the
// rest keep this order, so each list names its specific intents before its general ones
// ("immunization" before "school", "interpreter" before "doctor", any letter last).
import { EMERGENCY_INTENTS } from './intents-emergency';
import { HEALTH_INTENTS, ID_INTENTS } from './intents-ids-health';
import { LEGAL_INTENTS } from './intents-legal';
import { LETTER_AND_FORM_INTENTS } from './intents-letters-forms';
import type { AssistantIntent } from './intent-types';
import { PLACE_INTENTS, SCHOOL_INTENTS } from './intents-school-places';

export const ASSISTANT_INTENTS: AssistantIntent[] = [
  ...EMERGENCY_INTENTS,
  ...LEGAL_INTENTS,
  ...ID_INTENTS,
  ...HEALTH_INTENTS,
  ...SCHOOL_INTENTS,
  ...LETTER_AND_FORM_INTENTS,
  ...PLACE_INTENTS,
];
