// `npm run content:hours`: rewrites src/content/places/place-hours-table.ts from the places' hours
// (a test fails while the committed table differs from what this would write).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PLACES } from '../content/places';
import { buildPlaceHoursTable, placeHoursModule, stateHolidayDates, stateHolidaysModule } from './place-hours-build';

export const PLACE_HOURS_TABLE_FILE = fileURLToPath(new URL('../content/places/place-hours-table.ts', import.meta.url));
const STATE_HOLIDAYS_FILE = fileURLToPath(new URL('../content/places/state-holidays.ts', import.meta.url));

const table = buildPlaceHoursTable(PLACES);
await writeFile(PLACE_HOURS_TABLE_FILE, placeHoursModule(table));
console.log(`wrote ${PLACE_HOURS_TABLE_FILE}: ${Object.keys(table.places).length} places, ${table.from} to ${table.to}`);
const holidays = stateHolidayDates();
await writeFile(STATE_HOLIDAYS_FILE, stateHolidaysModule(holidays));
console.log(`wrote ${STATE_HOLIDAYS_FILE}: ${Object.keys(holidays).length} days`);
