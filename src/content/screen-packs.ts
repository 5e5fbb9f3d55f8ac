// The content each screen shows, as the build cuts it into one pack per language
// (src/node/screen-packs-plugin.ts, `virtual:screen-pack/<screen>-<language>`): a reader's phone
// downloads the screen's texts in their language only. Screens import the packs, never these
// modules' values (which hold every language); the types are the packs' types.
import { APPOINTMENT_TASKS } from './appointments';
import { ELIGIBILITY_TASKS, INFO_CARDS } from './eligibility';
import { PACK_DOCUMENTS, PACK_PURPOSES } from './pack';
import { EMERGENCY_CONTACTS, QUICK_CARDS, RIGHTS_SECTIONS } from './rights';

export const SCREEN_PACKS = {
  eligibility: { tasks: ELIGIBILITY_TASKS, infoCards: INFO_CARDS },
  rights: { sections: RIGHTS_SECTIONS, contacts: EMERGENCY_CONTACTS, quickCards: QUICK_CARDS },
  appointments: { tasks: APPOINTMENT_TASKS },
  pack: { documents: PACK_DOCUMENTS, purposes: PACK_PURPOSES },
};

export type ScreenPacks = typeof SCREEN_PACKS;
export type ScreenName = keyof ScreenPacks;
export const SCREEN_NAMES = Object.keys(SCREEN_PACKS) as ScreenName[];
