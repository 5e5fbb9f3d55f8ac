// The Rights & Safety content: the three quick cards, the seven sections and the emergency contacts.
export { RIGHTS_SECTIONS } from './sections';
export { EMERGENCY_CONTACTS } from './emergency-contacts';
export { QUICK_CARDS } from './quick-cards';
