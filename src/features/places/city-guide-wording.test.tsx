// @vitest-environment happy-dom
// How the city guide words the hard cases, in each of Pali's languages: a place a few steps away,
// a search or language choice that matches nothing, a language with a rare name, a place open all day,
// a place with no phone number on its official page.
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { createRef } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { DayHours, PlaceHoursTable } from '../../content/places/place-hours-types';
import type { Place } from '../../content/places/place-types';
import en from '../../i18n/locales/en.json';
import enHours from '../../i18n/locales/en/hours.json';
import enPlaces from '../../i18n/locales/en/places.json';
import enProvenance from '../../i18n/locales/en/provenance.json';
import enReport from '../../i18n/locales/en/report.json';
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
import { PlaceList } from './place-list';
import { usePlaceFormat } from './use-place-format';

const ALL_DAY: DayHours = { open: [[0, 1440]] };
const HOURS: PlaceHoursTable = { from: '2026-01-01', to: '2027-12-31', places: { er: { week: Array.from({ length: 7 }, () => ALL_DAY), days: {} } } };
const same = (text: string) => ({ en: text, es: text, zh: text, pt: text, ht: text });
const ER: Place = {
  id: 'er',
  name: 'City Emergency Room',
  category: 'clinic',
  city: 'boston',
  lat: 42.36,
  lng: -71.06,
  address: '1 Main St, Boston, MA 02108',
  website: 'https://er.example.org/',
  languages: ['en', 'kea'],
  openingHours: '24/7',
  hoursChecked: '2025-01-09',
  services: [same('Emergency care')],
  documentNotes: [],
  lastVerified: '2025-01-09',
  source: 'https://er.example.org/about',
};

async function i18nIn(lng: 'en' | 'es' | 'zh-Hans') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: {
      en: { translation: en, places: enPlaces, hours: enHours, provenance: enProvenance, report: enReport },
      es: { translation: es, places: esPlaces, hours: esHours, provenance: esProvenance, report: esReport },
      'zh-Hans': { translation: zh, places: zhPlaces, hours: zhHours, provenance: zhProvenance, report: zhReport },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

function List({ found, search = '', language = null }: { found: { place: Place; miles?: number }[]; search?: string; language?: string | null }) {
  const format = usePlaceFormat();
  return (
    <PlaceList
      headingRef={createRef()}
      found={found}
      sortedFrom={null}
      showMassIdLink={false}
      search={search}
      languageName={language ? format.languages.nameOf(language) : null}
      onClearFilters={search || language ? () => undefined : null}
      now={new Date('2026-11-23T15:00:00Z')}
      hoursTable={HOURS}
      selectedId={null}
      canGetDirections
      format={format}
      onShowOnMap={() => undefined}
      onDirections={() => undefined}
    />
  );
}

async function renderIn(lng: 'en' | 'es' | 'zh-Hans', props: Parameters<typeof List>[0]) {
  const instance = await i18nIn(lng);
  render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter>
        <List {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('City guide wording', () => {
  it.each([
    ['en', 'Less than 0.1 mi away', 'Cape Verdean Creole (Kriolu)', 'Open 24 hours'],
    ['es', 'a menos de 0.1 millas', 'criollo caboverdiano (kriolu)', 'Abierto las 24 horas'],
    ['zh-Hans', '距离不到 0.1 英里', '佛得角克里奥尔语（Kriolu）', '24小时营业'],
  ] as const)('in %s: a very close place, a rare language by a known name, a place open all day', async (lng, close, kriolu, allDay) => {
    await renderIn(lng, { found: [{ place: ER, miles: 0.02 }] });
    const card = within(screen.getByRole('article', { name: 'City Emergency Room' }));
    expect(card.getByText(close)).toBeTruthy();
    expect(card.getByText(new RegExp(kriolu.replace(/[()（）]/g, '.')))).toBeTruthy();
    const article = screen.getByRole('article');
    expect(plain(article.querySelector('.place-card__today')?.textContent)).toContain(allDay);
    expect(plain(article.querySelector('.place-card__today')?.textContent)).not.toMatch(/12:00|11:59|0:00|23:59/);
    const week = [...article.querySelectorAll('.place-card__week dd')].map((day) => day.textContent);
    expect(week).toEqual(Array.from({ length: 7 }, () => allDay));
  });

  it.each([
    ['en', 'No phone number on the official page. Go in person during opening hours, or use the website below.', 'No phone number on the official page. Book or ask'],
    ['es', 'La página oficial no da un número de teléfono. Vaya en persona', 'La página oficial no da un número de teléfono. Pida cita'],
    ['zh-Hans', '官方网页上没有电话号码。请在开放时间内亲自前往', '官方网页上没有电话号码。请在下方网站预约'],
  ] as const)('in %s: says how to reach a place with no phone number, and a number when there is one', async (lng, noPhone, noPhoneBooking) => {
    const office: Place = { ...ER, id: 'office', name: 'Service Office', openingHours: 'Mo-Fr 09:00-17:00' };
    const booked: Place = { ...ER, id: 'booked', name: 'Booked Office', bookingLink: 'https://er.example.org/book' };
    const called: Place = { ...ER, id: 'called', name: 'Called Office', phone: '617-555-0100' };
    await renderIn(lng, { found: [{ place: office }, { place: booked }, { place: called }] });
    const phoneOf = (name: string) => plain(within(screen.getByRole('article', { name })).getAllByRole('definition')[1]!.textContent);
    expect(phoneOf('Service Office').startsWith(noPhone)).toBe(true);
    expect(phoneOf('Booked Office').startsWith(noPhoneBooking)).toBe(true);
    expect(
      within(screen.getByRole('article', { name: 'Called Office' }))
        .getByRole('link', { name: '617-555-0100' })
        .getAttribute('href'),
    ).toBe('tel:+16175550100');
  });

  it('names the words that matched nothing, and how to widen the search', async () => {
    await renderIn('en', { found: [], search: 'dentist' });
    expect(screen.getByText('No places match “dentist” here. Try another word, or clear the search.')).toBeTruthy();
  });

  it('names the language that matched nothing, with the words, in Spanish and Chinese', async () => {
    await renderIn('es', { found: [], search: 'dentista', language: 'kea' });
    expect(screen.getByText('Ningún lugar coincide con «dentista» y habla criollo caboverdiano (kriolu). Pruebe con otra palabra u otro idioma, o borre los dos.')).toBeTruthy();
  });

  it('names the language alone in Chinese', async () => {
    await renderIn('zh-Hans', { found: [], language: 'pt' });
    expect(screen.getByText('这里没有提供葡萄牙语服务的地点。请选择其他语言，或取消选择。')).toBeTruthy();
  });

  it('keeps the category message when no search or language is chosen', async () => {
    await renderIn('en', { found: [] });
    expect(screen.getByText('No locations found for this category.')).toBeTruthy();
  });
});
