// The holidays `PH` means in a place's opening hours (place-types.ts `holidays`), as rules in the
// date-holidays notation ('3rd monday in April', '07-04 if sunday then next monday'), read at
// build time into the day table the phone reads (src/node/place-hours-build.ts).
//
// Massachusetts keeps its legal holidays by G.L. c. 4, § 7 (Juneteenth since 2020): a holiday on a
// Sunday is kept on the Monday; one on a Saturday is not moved (state offices open on the Friday,
// as the Trial Court's page says). The federal government moves a Saturday holiday to the Friday
// and a Sunday one to the Monday (5 U.S.C. § 6103, OPM's page). In Suffolk County (Boston) the
// law closes public offices on Evacuation Day and Bunker Hill Day too (G.L. c. 136, § 12), yet the
// Trial Court keeps every court office open on both, and offices are known to differ, so Boston's
// places other than courts say "may be closed: call first" on those days rather than guess.
import type { HolidayCalendar } from './place-constants';
import type { Localized } from './place-types';

export interface Holiday {
  id: string;
  /** The day in date-holidays' notation, before a calendar's weekend rule is added. */
  rule: string;
  /** A fixed date, which a weekend moves (weekday rules never fall on one). */
  fixed: boolean;
  names: Localized;
  /** The calendars that keep it; 'suffolk' days are kept only in Boston, and only as "may be closed". */
  calendars: readonly (HolidayCalendar | 'suffolk')[];
}

const STATE_AND_FEDERAL = ['massachusetts', 'massachusetts-courts', 'federal'] as const;
const STATE_ONLY = ['massachusetts', 'massachusetts-courts'] as const;

export const HOLIDAYS: readonly Holiday[] = [
  {
    id: 'new-year',
    rule: '01-01',
    fixed: true,
    names: { en: "New Year's Day", es: 'Año Nuevo', zh: '元旦', pt: 'Dia de Ano-Novo', ht: 'Jou de lan' },
    calendars: STATE_AND_FEDERAL,
  },
  {
    id: 'mlk-day',
    rule: '3rd monday in January',
    fixed: false,
    names: {
      en: 'Martin Luther King Jr. Day',
      es: 'Día de Martin Luther King Jr.',
      zh: '马丁·路德·金纪念日',
      pt: 'Dia de Martin Luther King Jr.',
      ht: 'Jou Martin Luther King Jr.',
    },
    calendars: STATE_AND_FEDERAL,
  },
  {
    id: 'presidents-day',
    rule: '3rd monday in February',
    fixed: false,
    names: { en: "Presidents' Day", es: 'Día de los Presidentes', zh: '总统日', pt: 'Dia dos Presidentes', ht: 'Jou Prezidan yo' },
    calendars: STATE_AND_FEDERAL,
  },
  {
    id: 'evacuation-day',
    rule: '03-17',
    fixed: true,
    names: {
      en: 'Evacuation Day (Suffolk County)',
      es: 'Día de la Evacuación (condado de Suffolk)',
      zh: '撤离日（萨福克县）',
      pt: 'Dia da Evacuação (Condado de Suffolk)',
      ht: 'Jou Evakyasyon (Konte Suffolk)',
    },
    calendars: ['suffolk'],
  },
  {
    id: 'patriots-day',
    rule: '3rd monday in April',
    fixed: false,
    names: { en: "Patriots' Day", es: 'Día de los Patriotas', zh: '爱国者日', pt: 'Dia dos Patriotas', ht: 'Jou Patriyòt yo' },
    calendars: STATE_ONLY,
  },
  {
    id: 'memorial-day',
    rule: 'monday before 06-01',
    fixed: false,
    names: { en: 'Memorial Day', es: 'Día de los Caídos', zh: '阵亡将士纪念日', pt: 'Dia da Memória (Memorial Day)', ht: 'Jou Memoryal (Memorial Day)' },
    calendars: STATE_AND_FEDERAL,
  },
  {
    id: 'bunker-hill-day',
    rule: '06-17',
    fixed: true,
    names: {
      en: 'Bunker Hill Day (Suffolk County)',
      es: 'Día de Bunker Hill (condado de Suffolk)',
      zh: '邦克山日（萨福克县）',
      pt: 'Dia de Bunker Hill (Condado de Suffolk)',
      ht: 'Jou Bunker Hill (Konte Suffolk)',
    },
    calendars: ['suffolk'],
  },
  {
    id: 'juneteenth',
    rule: '06-19',
    fixed: true,
    names: { en: 'Juneteenth', es: 'Juneteenth (Día de la Liberación)', zh: '六月节（奴隶解放日）', pt: 'Juneteenth (Dia da Libertação)', ht: 'Juneteenth (Jou Liberasyon)' },
    calendars: STATE_AND_FEDERAL,
  },
  {
    id: 'independence-day',
    rule: '07-04',
    fixed: true,
    names: { en: 'Independence Day', es: 'Día de la Independencia', zh: '独立日', pt: 'Dia da Independência', ht: 'Jou Endepandans' },
    calendars: STATE_AND_FEDERAL,
  },
  {
    id: 'labor-day',
    rule: '1st monday in September',
    fixed: false,
    names: { en: 'Labor Day', es: 'Día del Trabajo', zh: '劳动节', pt: 'Dia do Trabalho', ht: 'Jou Travay' },
    calendars: STATE_AND_FEDERAL,
  },
  {
    id: 'columbus-day',
    rule: '2nd monday in October',
    fixed: false,
    names: {
      en: "Columbus Day / Indigenous Peoples' Day",
      es: 'Día de la Raza / Día de los Pueblos Indígenas',
      zh: '哥伦布日／原住民日',
      pt: 'Dia de Colombo / Dia dos Povos Indígenas',
      ht: 'Jou Kristòf Kolon / Jou Pèp Endijèn yo',
    },
    calendars: STATE_AND_FEDERAL,
  },
  {
    id: 'veterans-day',
    rule: '11-11',
    fixed: true,
    names: { en: 'Veterans Day', es: 'Día de los Veteranos', zh: '退伍军人节', pt: 'Dia dos Veteranos', ht: 'Jou Veteran yo' },
    calendars: STATE_AND_FEDERAL,
  },
  {
    id: 'thanksgiving',
    rule: '4th thursday in November',
    fixed: false,
    names: { en: 'Thanksgiving', es: 'Día de Acción de Gracias', zh: '感恩节', pt: 'Dia de Ação de Graças', ht: 'Jou Aksyon Gras' },
    calendars: STATE_AND_FEDERAL,
  },
  { id: 'christmas', rule: '12-25', fixed: true, names: { en: 'Christmas Day', es: 'Navidad', zh: '圣诞节', pt: 'Natal', ht: 'Nwèl' }, calendars: STATE_AND_FEDERAL },
];

/** A fixed-date holiday's weekend rule in each calendar. */
export const WEEKEND_RULE: Record<HolidayCalendar | 'suffolk', string> = {
  massachusetts: 'if sunday then next monday',
  'massachusetts-courts': 'if sunday then next monday',
  suffolk: 'if sunday then next monday',
  federal: 'if saturday then previous friday if sunday then next monday',
};

/** Where each calendar's days were checked (the day is in HOLIDAYS_CHECKED). */
export const HOLIDAY_SOURCES: Record<HolidayCalendar | 'suffolk', string> = {
  massachusetts: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleI/Chapter4/Section7',
  'massachusetts-courts': 'https://www.mass.gov/courts/court-info/trial-court/exec-office/ocm/legal-holidays.html',
  suffolk: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXX/Chapter136/Section12',
  federal: 'https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/',
};
