// @vitest-environment happy-dom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderScreen } from '../../../tests/setup/render-screen';
import type { CityId, Place } from '../../content/places/place-types';
import type { DayHours, PlaceHoursTable } from '../../content/places/place-hours-types';
import es from '../../i18n/locales/es.json';
import esHours from '../../i18n/locales/es/hours.json';
import esPlaces from '../../i18n/locales/es/places.json';
import esProvenance from '../../i18n/locales/es/provenance.json';
import esReport from '../../i18n/locales/es/report.json';
import zh from '../../i18n/locales/zh.json';
import zhHours from '../../i18n/locales/zh/hours.json';
import zhPlaces from '../../i18n/locales/zh/places.json';
import zhProvenance from '../../i18n/locales/zh/provenance.json';
import zhReport from '../../i18n/locales/zh/report.json';
import { toast } from '../../ui/toast';
import { CityGuide } from './city-guide';
import type { PlaceMapProps } from './map-types';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));

// Leaflet needs a real layout engine; the page's part is what it tells the map, shown here as text.
vi.mock('./place-map', () => ({
  PlaceMap: ({ places, selectedId, person, view, route }: PlaceMapProps) => (
    <div data-testid="map">
      <p data-testid="map-view">{`${view.center.lat},${view.center.lng} z${view.zoom}`}</p>
      <p data-testid="map-selected">{selectedId ?? 'none'}</p>
      <p data-testid="map-person">{person ? `${person.lat},${person.lng}` : 'none'}</p>
      <p data-testid="map-route">{route ? `${route.from.lat},${route.from.lng} to ${route.to.lat},${route.to.lng}` : 'none'}</p>
      <ul aria-label="Markers">
        {places.map((place) => (
          <li key={place.id}>{place.name}</li>
        ))}
      </ul>
    </div>
  ),
}));

/** ICU puts a narrow no-break space before AM/PM in some versions; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const NINE_TO_FIVE: DayHours = { open: [[540, 1020]] };
const CLOSED: DayHours = { open: [] };
/** Sunday first, as the hours table keeps a week. */
const OFFICE_WEEK = [CLOSED, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, CLOSED];
const HOURS: PlaceHoursTable = {
  from: '2026-01-01',
  to: '2027-12-31',
  places: {
    'rmv-worcester': { week: OFFICE_WEEK, days: {} },
    'rmv-boston': { week: OFFICE_WEEK, days: { '2026-11-26': { open: [], why: 'thanksgiving' } } },
    'clinic-boston': { week: [CLOSED, CLOSED, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, CLOSED], days: {} },
    'library-lowell': { week: [CLOSED, { open: [], unsure: true }, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, CLOSED], days: {} },
    'community-lynn': { week: null, days: {} },
  },
};
const same = (en: string) => ({ en, es: en, zh: en, pt: en, ht: en });

function place(id: string, extra: Partial<Place> & Pick<Place, 'name' | 'category' | 'city' | 'lat' | 'lng'>): Place {
  return {
    id,
    address: '1 Main St, Boston, MA 02108',
    website: `https://${id}.example.org/`,
    languages: ['en'],
    openingHours: 'Mo-Fr 09:00-17:00',
    hoursChecked: '2025-01-09',
    services: [same('Help')],
    documentNotes: [],
    lastVerified: '2025-01-09',
    source: `https://${id}.example.org/about`,
    ...extra,
  };
}

const PLACES: Place[] = [
  place('rmv-worcester', { name: 'Worcester RMV', category: 'rmv', city: 'worcester', lat: 42.2626, lng: -71.8023 }),
  place('rmv-boston', {
    name: 'Boston RMV',
    category: 'rmv',
    city: 'boston',
    lat: 42.3611,
    lng: -71.0579,
    phone: '(617) 555-0100',
    bookingLink: 'https://rmv-boston.example.org/book',
    languages: ['en', 'es', 'pt'],
    waitTime: same('About 2-3 weeks for a road test'),
    accessInfo: same('Step-free entrance on Main St'),
    documentNotes: [same('Bring proof of address')],
  }),
  place('clinic-boston', {
    name: 'Clínica del Barrio',
    category: 'clinic',
    city: 'boston',
    lat: 42.35,
    lng: -71.07,
    languages: ['en', 'es'],
    services: [{ en: 'Vaccines', es: 'Vacunas', zh: '疫苗', pt: 'Vacinas', ht: 'Vaksen' }],
    hoursChecked: null,
  }),
  place('library-lowell', { name: 'Lowell Library', category: 'library', city: 'lowell', lat: 42.6334, lng: -71.3162, languages: ['en', 'km'] }),
];

const CITIES: Record<CityId, { lat: number; lng: number }> = {
  boston: { lat: 42.3601, lng: -71.0589 },
  cambridge: { lat: 42.3736, lng: -71.1097 },
  worcester: { lat: 42.2626, lng: -71.8023 },
  springfield: { lat: 42.1015, lng: -72.5898 },
  lowell: { lat: 42.6334, lng: -71.3162 },
  brockton: { lat: 42.0834, lng: -71.0184 },
  'new-bedford': { lat: 41.6362, lng: -70.9342 },
  lynn: { lat: 42.4668, lng: -70.9495 },
};

/** Monday 23 November 2026, 10:00 in Boston (EST). */
const MONDAY_10AM = new Date('2026-11-23T15:00:00Z');
const PERSON = { lat: 42.36, lng: -71.06 };

type Answer = { at: { lat: number; lng: number } } | { errorCode: number };
let answers: Answer[] = [];
const getCurrentPosition = vi.fn((found: PositionCallback, failed?: PositionErrorCallback | null) => {
  const answer = answers.shift() ?? { errorCode: 1 };
  // The browser answers later, never inside the call.
  setTimeout(() => {
    if ('at' in answer) found({ coords: { latitude: answer.at.lat, longitude: answer.at.lng } } as GeolocationPosition);
    else failed?.({ code: answer.errorCode, message: '' } as GeolocationPositionError);
  }, 0);
});

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.search} ${useNavigationType()}`}</p>;
}

async function renderGuide(path = '/map', ...locationAnswers: Answer[]) {
  answers = locationAnswers;
  const view = await renderScreen(
    path,
    <Route
      path="/map"
      element={
        <>
          <CityGuide places={PLACES} cities={CITIES} hoursTable={HOURS} />
          <Address />
        </>
      }
    />,
  );
  // The location asked for on load has answered (or been refused) and the map has loaded.
  await screen.findByTestId('map');
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  return view;
}

const cardNames = () =>
  within(screen.getByRole('region', { name: 'Places' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const card = (name: string) => screen.getByRole('article', { name });
const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ now: MONDAY_10AM, toFake: ['Date'] });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  setOnline(true);
});

afterEach(() => {
  vi.useRealTimers();
  setOnline(true);
});

describe('City guide', () => {
  it('shows the heading, the description and every place, with a marker for each', async () => {
    await renderGuide();
    expect(screen.getByRole('heading', { level: 1, name: 'Massachusetts City Guide' })).toBeTruthy();
    expect(screen.getByText('Find essential services near you.')).toBeTruthy();
    expect(cardNames()).toEqual(['Worcester RMV', 'Boston RMV', 'Clínica del Barrio', 'Lowell Library']);
    expect(within(screen.getByRole('list', { name: 'Markers' })).getAllByRole('listitem')).toHaveLength(4);
    expect(document.querySelector('.city-guide__count')!.textContent).toBe('4 places');
    expect(screen.getByTestId('map-view').textContent).toBe('42.3601,-71.0589 z12');
  });

  it('offers the spec’s cities and categories', async () => {
    await renderGuide();
    const cities = within(screen.getByRole('combobox', { name: 'City' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(cities).toEqual(['Choose a city', 'Boston', 'Cambridge', 'Worcester', 'Springfield', 'Lowell', 'Brockton', 'New Bedford', 'Lynn']);
    const chips = within(screen.getByRole('group', { name: 'Type of place' }))
      .getAllByRole('button')
      .map((chip) => chip.textContent);
    expect(chips).toEqual(['All Locations', 'RMV/ID', 'Clinics', 'School Welcome', 'Legal Aid', 'Libraries', 'Community Orgs', 'Transit']);
  });

  it('takes the category from ?category= and keeps it there, replacing the history entry', async () => {
    const { user } = await renderGuide('/map?category=clinic');
    expect(screen.getByRole('button', { name: 'Clinics' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All Locations' }).getAttribute('aria-pressed')).toBe('false');
    expect(cardNames()).toEqual(['Clínica del Barrio']);

    await user.click(screen.getByRole('button', { name: 'RMV/ID' }));
    expect(screen.getByTestId('address').textContent).toBe('?category=rmv REPLACE');
    expect(cardNames()).toEqual(['Worcester RMV', 'Boston RMV']);
    expect(screen.getByRole('link', { name: /Getting a Mass ID/ }).getAttribute('href')).toBe('/eligibility?task=mass-id');

    await user.click(screen.getByRole('button', { name: 'All Locations' }));
    expect(screen.getByTestId('address').textContent).toBe(' REPLACE');
    expect(cardNames()).toHaveLength(4);
  });

  it('ignores an unknown category', async () => {
    await renderGuide('/map?category=casino');
    expect(screen.getByRole('button', { name: 'All Locations' }).getAttribute('aria-pressed')).toBe('true');
    expect(cardNames()).toHaveLength(4);
  });

  it('shows the empty state for a category with no places', async () => {
    await renderGuide('/map?category=transit');
    expect(screen.getByText('No locations found for this category.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search and language' })).toBeNull();
  });

  it('sorts by distance from the chosen city and moves the map there', async () => {
    const { user } = await renderGuide();
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Lowell');
    expect(cardNames()).toEqual(['Lowell Library', 'Boston RMV', 'Clínica del Barrio', 'Worcester RMV']);
    expect(document.querySelector('.city-guide__count')!.textContent).toBe('4 places Nearest to Lowell first.');
    // A place a few steps from the city's centre: "0.0 mi" would read as an error.
    expect(within(card('Lowell Library')).getByText('Less than 0.1 mi away')).toBeTruthy();
    expect(screen.getByTestId('map-view').textContent).toBe('42.6334,-71.3162 z13');

    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Choose a city');
    expect(cardNames()).toEqual(['Worcester RMV', 'Boston RMV', 'Clínica del Barrio', 'Lowell Library']);
    expect(within(card('Lowell Library')).queryByText(/mi away/)).toBeNull();
    expect(screen.getByTestId('map-view').textContent).toBe('42.3601,-71.0589 z12');
  });

  it('asks for the location on load and, when granted, sorts from the person and enables Directions', async () => {
    await renderGuide('/map', { at: PERSON });
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Location access granted! Showing nearest locations first.');
    expect(cardNames()).toEqual(['Boston RMV', 'Clínica del Barrio', 'Lowell Library', 'Worcester RMV']);
    expect(document.querySelector('.city-guide__count')!.textContent).toBe('4 places Nearest to you first.');
    expect(screen.getByTestId('map-person').textContent).toBe('42.36,-71.06');
    expect(screen.getByTestId('map-view').textContent).toBe('42.36,-71.06 z13');
    const directions = within(card('Boston RMV')).getByRole('button', { name: 'Directions' }) as HTMLButtonElement;
    expect(directions.disabled).toBe(false);
    expect(descriptionOf(directions)).toBe('');
  });

  it('says so when location is refused on load, and keeps Directions disabled with the reason', async () => {
    await renderGuide('/map', { errorCode: 1 });
    expect(toast.info).toHaveBeenCalledWith('Location access denied. You can select a city from the dropdown.');
    expect(toast.success).not.toHaveBeenCalled();
    const directions = within(card('Boston RMV')).getByRole('button', { name: 'Directions' }) as HTMLButtonElement;
    expect(directions.disabled).toBe(true);
    expect(directions.title).toBe('Enable location to get directions');
    expect(descriptionOf(directions)).toBe('Enable location to get directions');
    expect(screen.getByTestId('map-person').textContent).toBe('none');
  });

  it('does not call a timeout on load a refusal', async () => {
    await renderGuide('/map', { errorCode: 3 });
    expect(toast.info).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Unable to access your location. Please select a city instead.');
  });

  it('Use My Location clears the city and asks again', async () => {
    const { user } = await renderGuide('/map', { errorCode: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Worcester');
    answers = [{ at: PERSON }];
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe('');
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
    expect(toast.success).toHaveBeenCalledWith('Using your current location.');
    expect(cardNames()[0]).toBe('Boston RMV');
    expect(screen.getByTestId('map-view').textContent).toBe('42.36,-71.06 z13');
  });

  it('says when Use My Location fails', async () => {
    const { user } = await renderGuide('/map', { errorCode: 1 });
    answers = [{ errorCode: 2 }];
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(toast.error).toHaveBeenCalledWith('Unable to access your location. Please select a city instead.');
  });

  it('Show on Map selects the place and centres the map on it', async () => {
    const { user } = await renderGuide();
    await user.click(within(card('Lowell Library')).getByRole('button', { name: 'Show on Map' }));
    expect(toast.message).toHaveBeenCalledWith('Showing Lowell Library on map');
    expect(screen.getByTestId('map-view').textContent).toBe('42.6334,-71.3162 z15');
    expect(screen.getByTestId('map-selected').textContent).toBe('library-lowell');
    expect(card('Lowell Library').className).toContain('place-card--selected');
  });

  it('opens transit directions from the person to the place, and closes them', async () => {
    const { user } = await renderGuide('/map', { at: PERSON });
    const button = within(card('Boston RMV')).getByRole('button', { name: 'Directions' });
    await user.click(button);
    expect(toast.message).toHaveBeenCalledWith('Showing directions on map');
    const panel = screen.getByRole('region', { name: 'Directions to Boston RMV' });
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Directions to Boston RMV' }));
    expect(within(panel).getByText('About 0.1 mi from you in a straight line.')).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: /Transit directions in Google Maps/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/dir/?api=1&origin=42.36000,-71.06000&destination=42.36110,-71.05790&travelmode=transit');
    const mbta = within(panel)
      .getByRole('link', { name: /MBTA trip planner/ })
      .getAttribute('href')!;
    expect(mbta).toContain('https://www.mbta.com/trip-planner?plan[from]=Your%20location&plan[from_latitude]=42.36000');
    expect(mbta).toContain('plan[to]=Boston%20RMV&plan[to_latitude]=42.36110&plan[to_longitude]=-71.05790');
    expect(screen.getByTestId('map-route').textContent).toBe('42.36,-71.06 to 42.3611,-71.0579');

    await user.click(within(panel).getByRole('button', { name: 'Close Directions' }));
    expect(screen.queryByRole('region', { name: /Directions to/ })).toBeNull();
    expect(screen.getByTestId('map-route').textContent).toBe('none');
    expect(document.activeElement).toBe(button);
  });

  it('links only to Google Maps outside the MBTA’s area', async () => {
    const { user } = await renderGuide('/map', { at: PERSON });
    await user.click(within(card('Worcester RMV')).getByRole('button', { name: 'Directions' }));
    const panel = screen.getByRole('region', { name: 'Directions to Worcester RMV' });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Transit directions in Google Maps (opens in a new tab)']);
  });

  it('says offline that the map and directions need a connection, while the list keeps working', async () => {
    setOnline(false);
    const { user } = await renderGuide('/map', { at: PERSON });
    expect(screen.getByText(/You are offline. The map can show only the areas you have looked at before/)).toBeTruthy();
    expect(cardNames()).toHaveLength(4);
    expect(within(card('Boston RMV')).getByText('0.1 mi away')).toBeTruthy();
    expect(plain(card('Boston RMV').querySelector('.place-card__state')!.textContent!)).toBe('Open now · closes at 5:00 PM');
    await user.click(within(card('Boston RMV')).getByRole('button', { name: 'Directions' }));
    const panel = screen.getByRole('region', { name: 'Directions to Boston RMV' });
    expect(within(panel).getByText('You are offline. Directions need a connection; the links will work when you are back online.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: /Google Maps/ })).toBeTruthy();
  });

  it('finds by name, service or language spoken, and by the language filter', async () => {
    const { user } = await renderGuide();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    // Pasted, not typed key by key: the filtering is the same, and a busy machine needs seconds less.
    const enter = async (text: string) => {
      await user.click(search);
      await user.paste(text);
    };
    await enter('vacunas');
    expect(cardNames()).toEqual(['Clínica del Barrio']);
    await user.clear(search);
    await enter('portuguese');
    expect(cardNames()).toEqual(['Boston RMV']);
    await user.clear(search);

    const languages = screen.getByRole('combobox', { name: 'Language spoken' });
    expect(
      within(languages)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any language', 'English', 'Khmer', 'Portuguese', 'Spanish']);
    await user.selectOptions(languages, 'Spanish');
    expect(cardNames()).toEqual(['Boston RMV', 'Clínica del Barrio']);

    await enter('library');
    expect(screen.getByText('No places match “library” and speak Spanish. Try another word or language, or clear both.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search and language' }));
    expect(cardNames()).toHaveLength(4);
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('shows every fact of a place', async () => {
    await renderGuide();
    const rmv = within(card('Boston RMV'));
    expect(rmv.getByText('RMV/ID')).toBeTruthy();
    expect(rmv.getByText('1 Main St, Boston, MA 02108')).toBeTruthy();
    expect(rmv.getByRole('link', { name: '(617) 555-0100' }).getAttribute('href')).toBe('tel:+16175550100');
    expect(rmv.getByText('English, Spanish, and Portuguese')).toBeTruthy();
    expect(rmv.getByText('About 2-3 weeks for a road test')).toBeTruthy();
    expect(rmv.getByText('Step-free entrance on Main St')).toBeTruthy();
    expect(rmv.getByText('Help')).toBeTruthy();
    expect(rmv.getByText('Bring proof of address')).toBeTruthy();
    expect(rmv.getByRole('link', { name: /Website: rmv-boston.example.org/ }).getAttribute('href')).toBe('https://rmv-boston.example.org/');
    expect(rmv.getByRole('link', { name: /Book an appointment/ }).getAttribute('href')).toBe('https://rmv-boston.example.org/book');
    // Where the facts come from and when they were compared with that page; hours nobody checked say so.
    expect(rmv.getAllByRole('link', { name: /rmv-boston\.example\.org/ }).map((link) => link.getAttribute('href'))).toEqual([
      'https://rmv-boston.example.org/',
      'https://rmv-boston.example.org/about',
      'https://rmv-boston.example.org/about',
    ]);
    expect(rmv.getAllByText(/Checked Jan 2025/)).toHaveLength(2);
    // Hours nobody compared with an official page say so, on the card and on the badge.
    expect(within(card('Clínica del Barrio')).getByText(/Not yet confirmed against its source/)).toBeTruthy();
    expect(rmv.getByRole('link', { name: /Book an appointment/ }).getAttribute('target')).toBe('_blank');
    // No booking link, no phone: nothing is made up, and the card says how to reach the place instead.
    expect(within(card('Worcester RMV')).queryByRole('link', { name: /Book an appointment/ })).toBeNull();
    expect(card('Worcester RMV').querySelector('a[href^="tel:"]')).toBeNull();
    expect(within(card('Worcester RMV')).getByText('No phone number on the official page. Go in person during opening hours, or use the website below.')).toBeTruthy();
  });

  it('highlights today’s hours (Boston’s today) and keeps the next seven days one tap away, holidays named', async () => {
    await renderGuide();
    const rmv = card('Boston RMV');
    const today = rmv.querySelector('.place-card__today')!;
    expect(today.textContent).toMatch(/^Today 9:00\sAM – 5:00\sPM$/);
    const week = rmv.querySelectorAll('.place-card__day');
    expect([...week].map((day) => day.querySelector('dt')!.textContent)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday (Thanksgiving)', 'Friday', 'Saturday', 'Sunday']);
    expect(rmv.querySelector('[aria-current="date"] dt')!.textContent).toBe('Monday');
    expect(week[3]!.querySelector('dd')!.textContent).toBe('Closed');
    expect(week[5]!.querySelector('dd')!.textContent).toBe('Closed');
  });

  it('says on a holiday that the place is closed for it, and when it opens again', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T15:00:00Z'), toFake: ['Date'] });
    await renderGuide();
    expect(plain(card('Boston RMV').querySelector('.place-card__state')!.textContent!)).toBe('Closed today: Thanksgiving');
    expect(card('Boston RMV').querySelector('.place-card__today')!.textContent).toBe('Today (Thanksgiving) Closed');
    // The clinic keeps no holiday in this table: open as on any Thursday.
    expect(plain(card('Clínica del Barrio').querySelector('.place-card__state')!.textContent!)).toBe('Open now · closes at 5:00 PM (hours not confirmed)');
  });

  it('badges each place open (and until when), when it opens next, or that today is not confirmed', async () => {
    await renderGuide();
    const badge = (name: string) => plain(card(name).querySelector('.place-card__state')!.textContent!);
    expect(badge('Boston RMV')).toBe('Open now · closes at 5:00 PM');
    expect(badge('Clínica del Barrio')).toBe('Closed now · opens Tuesday at 9:00 AM (hours not confirmed)');
    expect(badge('Lowell Library')).toBe("Today's hours are not confirmed. Call first.");
  });

  it('says to call first where a place publishes no hours, in one line instead of a week of it', async () => {
    answers = [];
    const quiet = place('community-lynn', { name: 'Lynn Center', category: 'community', city: 'lynn', lat: 42.46, lng: -70.95, phone: '(781) 555-0100', openingHours: null });
    await renderScreen('/map', <Route path="/map" element={<CityGuide places={[...PLACES, quiet]} cities={CITIES} hoursTable={HOURS} />} />);
    const lynn = await screen.findByRole('article', { name: 'Lynn Center' });
    expect(within(lynn).getByText('Hours not confirmed')).toBeTruthy();
    expect(lynn.querySelector('.place-card__today')!.textContent).toBe('Hours not published. Call before you go.');
    expect(lynn.querySelector('.place-card__week')).toBeNull();
    expect(within(lynn).getByRole('link', { name: '(781) 555-0100' }).getAttribute('href')).toBe('tel:+17815550100');
  });
});

describe('Open now, minute by minute', () => {
  it('turns to Closed now when closing time passes, without a reload', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T21:59:30Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    answers = [];
    const rendering = renderScreen('/map', <Route path="/map" element={<CityGuide places={PLACES} cities={CITIES} hoursTable={HOURS} />} />);
    await vi.advanceTimersByTimeAsync(10);
    await rendering;
    expect(plain(card('Boston RMV').querySelector('.place-card__state')!.textContent!)).toBe('Open now · closes at 5:00 PM');
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(plain(card('Boston RMV').querySelector('.place-card__state')!.textContent!)).toBe('Closed now · opens Tuesday at 9:00 AM');
  });
});

describe('In the reader’s language', () => {
  async function renderIn(lng: 'es' | 'zh-Hans') {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      lng,
      resources: {
        es: { translation: es, places: esPlaces, hours: esHours, provenance: esProvenance, report: esReport },
        'zh-Hans': { translation: zh, places: zhPlaces, hours: zhHours, provenance: zhProvenance, report: zhReport },
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    answers = [{ at: PERSON }];
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/map']}>
          <CityGuide places={PLACES} cities={CITIES} hoursTable={HOURS} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    await screen.findByTestId('map');
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  }

  it('speaks Spanish: categories, cities, toasts, languages, hours and distances', async () => {
    await renderIn('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Guía de ciudades de Massachusetts' })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('¡Acceso a la ubicación concedido! Primero se muestran los lugares más cercanos.');
    expect(screen.getByRole('button', { name: 'Clínicas' })).toBeTruthy();
    expect(within(screen.getByRole('combobox', { name: 'Ciudad' })).getByRole('option', { name: 'Elija una ciudad' })).toBeTruthy();
    const article = screen.getByRole('article', { name: 'Boston RMV' });
    const rmv = within(article);
    expect(rmv.getByText('inglés, español y portugués')).toBeTruthy();
    expect(rmv.getByText('a 0.1 millas')).toBeTruthy();
    expect(plain(article.querySelector('.place-card__state')!.textContent!)).toBe('Abierto ahora · cierra a las 5:00 p.m.');
    expect(article.querySelector('.place-card__today')!.textContent!.replace(/[\u202f\u00a0]/g, ' ')).toBe('Hoy 9:00 a.m. – 5:00 p.m.');
    expect(rmv.getByRole('button', { name: 'Cómo llegar' })).toBeTruthy();
    expect(
      within(screen.getByRole('combobox', { name: 'Idioma que hablan' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cualquier idioma', 'Español', 'Inglés', 'Jemer', 'Portugués']);
  });

  it('speaks Simplified Chinese, and finds a place by a language named in Chinese', async () => {
    await renderIn('zh-Hans');
    expect(screen.getByRole('button', { name: '所有地点' })).toBeTruthy();
    const rmv = within(screen.getByRole('article', { name: 'Boston RMV' }));
    expect(screen.getByRole('article', { name: 'Boston RMV' }).querySelector('.place-card__state')!.textContent).toMatch(/^正在营业 · (下午5:00|17:00)关门$/);
    expect(rmv.getAllByText(/^核实于2025年1月$/)).toHaveLength(2);
    expect(rmv.getByText('距离 0.1 英里')).toBeTruthy();
    expect(rmv.getByText('英语、西班牙语和葡萄牙语')).toBeTruthy();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: '搜索' }), '葡萄牙语');
    expect(screen.getAllByRole('article').map((article) => article.querySelector('h3')!.textContent)).toEqual(['Boston RMV']);
  });
});
