// `npm run pali -- places …`: the city guide's places with their open state at a moment, and why,
// read from the real content and hours table. One run for real (a child process in Tokyo's time
// zone, so the machine's zone cannot leak in); the moments the hours must get right in-process.
import { describe, expect, it } from 'vitest';
import { runPali, runPaliInProcess } from '../../tools/run-pali';

interface PlaceRow {
  id: string;
  status: { state: string; why?: string; holiday?: string; allDay?: boolean };
  statusText: string;
  holidaySource: string | null;
  source: string;
  lastVerified: string | null;
  hoursChecked: string | null;
}

async function placesAt(at: string, ...more: string[]): Promise<Record<string, PlaceRow>> {
  const run = await runPaliInProcess('places', '--at', at, '--json', ...more);
  expect(run.code, run.stderr).toBe(0);
  const { places } = JSON.parse(run.stdout) as { places: PlaceRow[] };
  return Object.fromEntries(places.map((place) => [place.id, place]));
}

describe('pali places --at', () => {
  it('on a Sunday in July: Cambridge’s main library is closed for the summer, Boston’s is open', async () => {
    const places = await placesAt('2026-07-12T14:00');
    expect(places['library-cambridge-main']!.status).toMatchObject({ state: 'closed', why: 'season' });
    expect(places['library-springfield-central']!.status).toMatchObject({ state: 'closed', why: 'season' });
    expect(places['library-boston-central']!.status).toMatchObject({ state: 'open' });
    expect(places['rmv-worcester']!.status).toMatchObject({ state: 'closed', why: 'closed-day' });
  });

  it('on a Sunday in December: the libraries that close in summer are open', async () => {
    const places = await placesAt('2026-12-13T14:00');
    for (const id of ['library-cambridge-main', 'library-springfield-central', 'library-worcester-main']) expect(places[id]!.status, id).toMatchObject({ state: 'open' });
  });

  it('on Thanksgiving: offices, courts and libraries are closed for it; an emergency room is open', async () => {
    const places = await placesAt('2026-11-26T10:00');
    for (const id of ['rmv-boston-haymarket', 'legal-lowell-justice-center', 'library-cambridge-main', 'transit-boston-city-hall-charliecards']) {
      expect(places[id]!.status, id).toMatchObject({ state: 'closed', why: 'holiday', holiday: 'thanksgiving' });
      expect(places[id]!.holidaySource, id).toMatch(/^https:\/\/(malegislature\.gov|www\.mass\.gov)\//);
    }
    expect(places['clinic-springfield-baystate-emergency']!.status).toMatchObject({ state: 'open', allDay: true });
  });

  it("on Patriots' Day: Massachusetts offices and courts close for it", async () => {
    const places = await placesAt('2027-04-19T10:00');
    expect(places['rmv-worcester']!.status).toMatchObject({ state: 'closed', why: 'holiday', holiday: 'patriots-day' });
    expect(places['legal-lynn-district-court']!.status).toMatchObject({ state: 'closed', why: 'holiday', holiday: 'patriots-day' });
  });

  it('on Evacuation Day in Boston: the courts are open, other Boston offices may be closed, and outside Boston nothing changes', async () => {
    const places = await placesAt('2027-03-17T10:00');
    expect(places['legal-boston-court-service-center-brooke']!.status).toMatchObject({ state: 'closed', why: 'closed-day' });
    expect(places['rmv-boston-haymarket']!.status).toEqual({ state: 'unsure', holiday: 'evacuation-day' });
    expect(places['rmv-boston-haymarket']!.holidaySource).toContain('Chapter136/Section12');
    expect(places['transit-boston-city-hall-charliecards']!.statusText).toMatch(/^may be closed today: Evacuation Day/);
    expect(places['rmv-worcester']!.status).toMatchObject({ state: 'open' });
    // A Boston court on a day it sits: open (the Trial Court keeps court offices open on March 17).
    const thursday = await placesAt('2027-03-18T10:00', '--city', 'boston', '--category', 'legal');
    expect(Object.values(thursday).map((place) => place.status.state)).toEqual(['open']);
  });

  it('at one minute before midnight an emergency room is open 24 hours', async () => {
    const places = await placesAt('2026-11-26T23:59');
    expect(places['clinic-springfield-baystate-emergency']!.status).toEqual({ state: 'open', allDay: true, closes: null });
    expect(places['clinic-springfield-baystate-emergency']!.statusText).toMatch(/^open 24 hours( \(hours not confirmed against an official page\))?$/);
  });

  it('names each place’s source and check date, or says nobody confirmed it', async () => {
    const places = Object.values(await placesAt('2026-11-26T10:00'));
    expect(places.length).toBeGreaterThanOrEqual(36);
    for (const place of places) {
      expect(place.source, place.id).toMatch(/^https:\/\//);
      expect(place.lastVerified === null || /^\d{4}-\d{2}-\d{2}$/.test(place.lastVerified), place.id).toBe(true);
    }
  });

  it('prints a readable list for people, whatever the machine’s time zone, and filters by city and category', async () => {
    const run = await runPali(['places', '--city', 'cambridge', '--category', 'library', '--at', '2026-07-12T14:00'], { env: { TZ: 'Asia/Tokyo' } });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('1 places at Sunday 2026-07-12 2:00');
    expect(run.stdout).toContain('Cambridge Public Library – Main Library  [library, cambridge]');
    expect(run.stdout).toContain('Now: closed today (seasonal hours)');
    expect(run.stdout).toMatch(/Hours: .*Jul-Aug Su off.*against https:\/\//);
  });

  it('refuses a moment, city or category it does not know, with the usage', async () => {
    for (const args of [['--at', 'next tuesday'], ['--at', '2026-02-30T10:00'], ['--city', 'paris'], ['--category', 'bank'], ['extra']]) {
      const run = await runPaliInProcess('places', ...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('Usage: npm run pali');
    }
  });
});
