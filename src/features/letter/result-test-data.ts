// Analyses for the result screen's tests: one with every fact the reader finds, dates counted from
// today (so the badges read the same any day the tests run), and one saved before those facts
// existed. Not shipped: only the tests import it.
import type { LetterAnalysis } from './letter-store';

const DAY = 86_400_000;
/** YYYY-MM-DD on Massachusetts' calendar, `offsetDays` from today. */
export const isoDate = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + offsetDays * DAY));
/** As the screen writes it in English: "December 3, 2026". */
export const longDate = (offsetDays: number) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate(offsetDays)}T00:00:00Z`));

/** A housing court summons written in Spanish, read for an English reader, with every new fact. */
export function fullAnalysis(overrides: Partial<LetterAnalysis> = {}): LetterAnalysis {
  return {
    summary: 'The court has set a hearing about your tenancy.',
    actionItems: ['Go to the hearing.', 'Bring the papers the letter lists.'],
    urgencyLevel: 'high',
    requiresInPersonVisit: true,
    documentsNeeded: ['acta de nacimiento (Birth certificate)', 'Recibos de renta', 'Photo ID'],
    additionalNotes: [
      'If you do nothing: “Si usted no se presenta, el tribunal puede dictar un fallo en su contra.”',
      'Balance due: $1,234.56 — “Usted debe $1,234.56 de renta atrasada.”',
      'Reference: Docket No. 24H79SP001234',
      'You chose “Court”, but the letter seems to come from Springfield Housing Authority. We explain it as the letter reads.',
      'The court has an interpreter if you ask for one.',
    ].join('\n'),
    sender: 'eviction',
    senderName: 'Springfield Housing Authority',
    senderMismatch: { chosen: 'court', found: 'eviction' },
    kind: null,
    deadline: { date: isoDate(20), quote: 'Debe responder por escrito antes del ' + longDate(20) + '.' },
    keyDates: [{ date: isoDate(20), label: 'Deadline', quote: 'Debe responder por escrito.' }],
    appointment: {
      date: isoDate(30),
      time: '09:30',
      place: 'Western Housing Court, 37 Elm Street, Springfield, MA',
      byPhone: false,
      online: false,
      what: 'hearing',
      quote: 'La audiencia será el ' + longDate(30) + ' a las 9:30 a. m.',
      uncertainYear: false,
    },
    asks: [
      { text: 'acta de nacimiento', translation: 'Birth certificate', quote: 'Traiga: acta de nacimiento, recibos de renta.' },
      { text: 'Recibos de renta', translation: 'recibos de renta', quote: 'Traiga: acta de nacimiento, recibos de renta.' },
    ],
    amounts: [
      { cents: 123_456, label: 'balance', text: '$1,234.56', quote: 'Usted debe $1,234.56 de renta atrasada.' },
      { cents: 4_000, label: 'fee', text: '$40', quote: 'La tarifa es $40.' },
    ],
    phones: [
      { number: '(413) 555-0100', tel: '+14135550100', reaches: 'Court Service Center', tty: false, quote: 'Llame al Court Service Center al (413) 555-0100.' },
      { number: '711', tel: '711', reaches: null, tty: true, quote: 'TTY: 711' },
    ],
    references: [
      { label: 'docket', value: '24H79SP001234', text: 'Docket No.' },
      { label: 'account', value: 'A-77812', text: 'Cuenta' },
    ],
    consequences: ['Si usted no se presenta, el tribunal puede dictar un fallo en su contra.'],
    choices: [
      { id: 'payment-plan', quote: 'Puede pedir un plan de pagos o apelar esta decisión.' },
      { id: 'appeal', quote: 'Puede pedir un plan de pagos o apelar esta decisión.' },
    ],
    legalHelp: true,
    legalHelpReason: 'eviction',
    engine: 'device',
    sources: [],
    letterLanguage: 'es',
    appointmentTask: null,
    ...overrides,
  };
}

/** As saved by the older explainer: none of the newer fields. */
export const OLD_ANALYSIS = {
  summary: 'Your MassHealth coverage was approved.',
  actionItems: ['Keep this letter.'],
  urgencyLevel: 'low',
  requiresInPersonVisit: false,
  documentsNeeded: ['Proof of income'],
  additionalNotes: 'Call MassHealth if anything changes.',
  sender: 'masshealth',
  kind: null,
  deadline: null,
  keyDates: [{ date: isoDate(-3), label: 'Date of the letter', quote: 'Notice date' }],
  legalHelp: false,
  engine: 'device',
  sources: [],
  letterLanguage: 'en',
  appointmentTask: null,
} as unknown as LetterAnalysis;
