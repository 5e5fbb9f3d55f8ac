// The Rights & Safety content: the seven sections and the emergency contacts.
export { RIGHTS_SECTIONS } from './sections';
export { EMERGENCY_CONTACTS } from './emergency-contacts';
