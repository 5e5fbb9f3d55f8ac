// Every place in the city guide, all categories together.
import type { Place } from './place-types';
import { CLINIC_PLACES } from './clinics';
import { COMMUNITY_PLACES } from './community';
import { LEGAL_PLACES } from './legal-aid';
import { LIBRARY_PLACES } from './libraries';
import { RMV_PLACES } from './rmv';
import { SCHOOL_PLACES } from './schools';
import { TRANSIT_PLACES } from './transit';

export { CITIES } from './cities';

export const PLACES: Place[] = [...RMV_PLACES, ...CLINIC_PLACES, ...SCHOOL_PLACES, ...LEGAL_PLACES, ...LIBRARY_PLACES, ...COMMUNITY_PLACES, ...TRANSIT_PLACES];
