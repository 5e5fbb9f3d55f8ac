// The assistant's content whole, for every language: its facts and its guides (guide-pack.ts) made
// from Pali's content modules. The command line, the ai-assistant function, the tests and the build
// (which cuts it into a phone's packs) use it; the engine itself never imports content, so a phone
// downloads only the packs of the language it answers in.
import { APPOINTMENT_TASKS } from '../../content/appointments';
import { FACT_TOPICS } from '../../content/assistant/assistant-facts';
import type { FactTopic } from '../../content/assistant/fact-types';
import { ELIGIBILITY_TASKS } from '../../content/eligibility';
import { PACK_PURPOSES } from '../../content/pack';
import { PLACES } from '../../content/places';
import { PLACE_HOURS_TABLE } from '../../content/places/place-hours-table';
import { EMERGENCY_CONTACTS } from '../../content/rights';
import type { GuidePack, TitledScreen } from './guide-pack';
import type { GuidePassageDoc } from './guide-passage-doc';
import { letterPassages, packPassages } from './passages-places-papers';
import { leadPlaces, placePassages } from './place-passages';
import { appointmentPassages, eligibilityPassages, rightsPassages } from './passages-rights-tasks';
import { LANGUAGES, type Language } from '../language';

export interface AssistantContent {
  facts: readonly FactTopic[];
  guides: GuidePack;
}

/** Every passage of the guides in one language: the same ids in every language. */
export function allGuidePassages(language: Language): GuidePassageDoc[] {
  return [
    ...rightsPassages(language),
    ...eligibilityPassages(language),
    ...appointmentPassages(language),
    ...packPassages(language),
    ...placePassages(language, PLACES),
    ...letterPassages(language),
  ];
}

const titled = (items: readonly TitledScreen[]): TitledScreen[] => items.map(({ id, title }) => ({ id, title }));

let whole: AssistantContent | undefined;

/** The whole content, made on first use and kept. */
export function wholeAssistantContent(): AssistantContent {
  whole ??= {
    facts: FACT_TOPICS,
    guides: {
      // Every language's passages: a language missing here would leave its readers with no guide to quote.
      passages: Object.fromEntries(LANGUAGES.map((language) => [language, allGuidePassages(language)])) as Record<Language, GuidePassageDoc[]>,
      places: leadPlaces(PLACES, PLACE_HOURS_TABLE),
      emergencyContacts: EMERGENCY_CONTACTS,
      titles: { eligibility: titled(ELIGIBILITY_TASKS), appointment: titled(APPOINTMENT_TASKS), pack: titled(PACK_PURPOSES) },
    },
  };
  return whole;
}
