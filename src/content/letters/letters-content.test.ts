// Explain My Letter's content, checked as the engine and its readers rely on it: every kind valid
// and complete in English, Spanish and Chinese, in the listed order; the senders the same as core's;
// phrases that identify one kind (or one sender) only, as the engine matches them (folded, whole
// words); the Book & Prepare tasks that exist; legal help where the rule needs it; official
// sources checked on the same day; the agencies that write letters, each named by its own words,
// and every kind tied to one agency of the same sender.
import { describe, expect, it } from 'vitest';
import { LETTER_SENDERS } from '../../core/letters/letter-senders';
import { fold } from '../../core/letters/classify-letter';
import { APPOINTMENT_TASK_IDS } from '../appointments';
import { LocalizedSchema } from '../places/place-types';
import { AGENCIES, LETTER_KINDS, SENDER_SIGNALS } from './index';
import {
  AGENCY_IDS,
  AgencySchema,
  LETTER_KIND_IDS,
  LETTER_LANGUAGES,
  LetterKindSchema,
  SENDERS,
  SenderSignalsSchema,
  SIGNAL_SENDERS,
  type LetterKind,
  type Signals,
} from './letter-types';

const byId = new Map(LETTER_KINDS.map((kind) => [kind.id, kind]));
const kind = (id: string): LetterKind => {
  const found = byId.get(id as LetterKind['id']);
  if (!found) throw new Error(`no kind ${id}`);
  return found;
};

/** Whether `inner` appears in `outer` as whole words, the way the engine matches a phrase. */
const within = (outer: string, inner: string) => ` ${fold(outer)} `.includes(` ${fold(inner)} `);

/** Every phrase of a phrase list, in both languages. */
const allPhrases = (signals: Signals) => LETTER_LANGUAGES.flatMap((language) => signals[language]);

/** Chinese has no spaces: the engine finds a Chinese phrase anywhere in the text. */
const withinZh = (outer: string, inner: string) => fold(outer).includes(fold(inner));

/** Every Localized text of a kind, named by where it sits. */
function localizedTexts(letterKind: LetterKind): [string, unknown][] {
  return [
    ['title', letterKind.title],
    ['summary', letterKind.summary],
    ...letterKind.actions.map((text, index): [string, unknown] => [`actions.${index}`, text]),
    ...letterKind.documents.map((text, index): [string, unknown] => [`documents.${index}`, text]),
    ...(letterKind.relativeDeadlines ?? []).map((period, index): [string, unknown] => [`relativeDeadlines.${index}.label`, period.label]),
  ];
}

describe('letter kinds', () => {
  it('are each valid against the schema', () => {
    for (const letterKind of LETTER_KINDS) {
      const result = LetterKindSchema.safeParse(letterKind);
      expect(result.success, `${letterKind.id}: ${result.error?.message ?? ''}`).toBe(true);
    }
  });

  it('are the listed kinds, in their order, including every kind the product promises', () => {
    expect(LETTER_KINDS.map((letterKind) => letterKind.id)).toEqual([...LETTER_KIND_IDS]);
    for (const id of [
      'rmv-renewal',
      'rmv-suspension',
      'rmv-road-test',
      'masshealth-renewal',
      'masshealth-information-request',
      'masshealth-approval',
      'masshealth-termination',
      'uscis-receipt',
      'uscis-biometrics',
      'uscis-rfe',
      'uscis-interview',
      'notice-to-quit',
      'court-summons',
      'ice-notice-to-report',
      'school-registration',
      'school-immunization',
      'school-records',
      'jury-summons',
      'utility-shutoff',
      'benefits-interview',
    ]) {
      expect(byId.has(id as LetterKind['id']), id).toBe(true);
    }
  });

  it('belong to a sender of the spec, the one their id names', () => {
    for (const letterKind of LETTER_KINDS) {
      expect(SENDERS, letterKind.id).toContain(letterKind.sender);
      const prefix = letterKind.id.split('-')[0];
      if (prefix === 'rmv' || prefix === 'masshealth' || prefix === 'uscis' || prefix === 'school' || prefix === 'ice') {
        expect(letterKind.sender, letterKind.id).toBe(prefix);
      }
    }
    expect(kind('notice-to-quit').sender).toBe('eviction');
    expect(kind('eviction-summons').sender).toBe('eviction');
    expect(kind('court-summons').sender).toBe('court');
    expect(kind('jury-summons').sender).toBe('court');
    // Every sender but "not sure" has at least one kind.
    for (const sender of SIGNAL_SENDERS)
      expect(
        LETTER_KINDS.some((letterKind) => letterKind.sender === sender),
        sender,
      ).toBe(true);
  });

  it('have lower-case signals, at least four in each language, each used by one kind only', () => {
    const owner = new Map<string, string>();
    for (const letterKind of LETTER_KINDS) {
      for (const language of LETTER_LANGUAGES) {
        const phrases = letterKind.signals[language];
        expect(phrases.length, `${letterKind.id} ${language}`).toBeGreaterThanOrEqual(4);
        for (const phrase of phrases) {
          expect(phrase, letterKind.id).toBe(phrase.toLowerCase());
          expect(fold(phrase), `${letterKind.id}: "${phrase}" folds to nothing`).not.toBe('');
        }
        // No phrase twice in one list, even once folded ("inscripcion" and "inscripción").
        expect(new Set(phrases.map(fold)).size, `${letterKind.id} ${language}`).toBe(phrases.length);
      }
      for (const phrase of new Set(allPhrases(letterKind.signals).map(fold))) {
        const other = owner.get(phrase);
        expect(other, `"${phrase}" is a signal of both ${other ?? ''} and ${letterKind.id}`).toBeUndefined();
        owner.set(phrase, letterKind.id);
      }
    }
  });

  it('have no signal inside another kind’s signal, so a letter of one kind never scores for the other', () => {
    const clashes: string[] = [];
    for (const a of LETTER_KINDS) {
      for (const b of LETTER_KINDS) {
        if (a.id === b.id) continue;
        for (const inner of allPhrases(a.signals)) {
          for (const outer of allPhrases(b.signals)) {
            if (within(outer, inner)) clashes.push(`${a.id} "${inner}" is inside ${b.id} "${outer}"`);
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('offer only Book & Prepare tasks that exist, where the task fits the letter', () => {
    for (const letterKind of LETTER_KINDS) {
      if (letterKind.appointmentTask) expect(APPOINTMENT_TASK_IDS, letterKind.id).toContain(letterKind.appointmentTask);
    }
    for (const letterKind of LETTER_KINDS.filter((each) => each.sender === 'masshealth')) {
      expect(letterKind.appointmentTask, letterKind.id).toBe('masshealth');
    }
    expect(kind('school-registration').appointmentTask).toBe('enrollment');
    expect(kind('school-immunization').appointmentTask).toBe('immunization');
    expect(kind('school-records').appointmentTask).toBe('records');
    expect(kind('rmv-road-test').appointmentTask).toBe('road-test');
  });

  it('call for legal help for court cases, ICE, eviction and USCIS requests for evidence and denials', () => {
    for (const id of ['court-summons', 'ice-notice-to-report', 'immigration-court-hearing', 'notice-to-quit', 'eviction-summons', 'uscis-rfe', 'uscis-denial']) {
      expect(kind(id).legalHelp, id).toBe(true);
    }
    for (const letterKind of LETTER_KINDS.filter((each) => each.sender === 'ice' || each.sender === 'eviction')) {
      expect(letterKind.legalHelp, letterKind.id).toBe(true);
    }
    for (const id of ['lease-nonrenewal', 'clerk-magistrate-hearing']) expect(kind(id).legalHelp, id).toBe(true);
    // A school discipline hearing is the school's, not a court's: advocates help, the alert stays for courts.
    expect(kind('school-discipline-hearing').legalHelp).toBe(false);
    // Jury duty is a court letter but no legal trouble; approvals and bills are no alarm either.
    expect(kind('jury-summons').legalHelp).toBe(false);
    for (const id of ['uscis-approval', 'rent-increase', 'housing-recertification', 'health-connector-premium', 'irs-balance-due']) {
      expect(kind(id).legalHelp, id).toBe(false);
    }
    expect(kind('uscis-approval').urgency).toBe('low');
    // Legal-help kinds are urgent in themselves.
    for (const letterKind of LETTER_KINDS.filter((each) => each.legalHelp)) expect(letterKind.urgency, letterKind.id).toBe('high');
  });

  it('name the phrases next to the date that matters, except letters that set no date to act by', () => {
    const noDeadline = LETTER_KINDS.filter((letterKind) => letterKind.deadlineCues.en.length === 0).map((letterKind) => letterKind.id);
    expect(noDeadline).toEqual(['masshealth-approval', 'uscis-receipt', 'uscis-approval']);
    for (const letterKind of LETTER_KINDS) {
      if (noDeadline.includes(letterKind.id)) {
        expect(letterKind.deadlineCues.es, letterKind.id).toEqual([]);
        expect(letterKind.urgency, letterKind.id).toBe('low');
        continue;
      }
      for (const language of LETTER_LANGUAGES) {
        expect(letterKind.deadlineCues[language].length, `${letterKind.id} ${language}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('give periods in days only with cues that name the number of days', () => {
    for (const letterKind of LETTER_KINDS) {
      for (const period of letterKind.relativeDeadlines ?? []) {
        for (const language of LETTER_LANGUAGES) {
          const cues = period.cues[language];
          // Each period has a cue with its number in figures ("14 days", "10 días").
          expect(
            cues.some((cue) => cue.includes(String(period.days))),
            `${letterKind.id} ${period.days} ${language}`,
          ).toBe(true);
        }
      }
    }
    expect(kind('jury-summons').relativeDeadlines?.map((period) => [period.days, period.from])).toEqual([[10, 'receipt']]);
    expect(kind('notice-to-quit').relativeDeadlines?.map((period) => period.days)).toEqual([14, 30]);
  });

  it('give every text in English, Spanish and Chinese, with the same phone numbers in each', () => {
    const phones = (text: string) => (text.match(/\(?\d{3}\)?[ -]?\d{3}-\d{4}/g) ?? []).map((phone) => phone.replace(/\D/g, '')).sort();
    for (const letterKind of LETTER_KINDS) {
      for (const [where, text] of localizedTexts(letterKind)) {
        expect(LocalizedSchema.safeParse(text).success, `${letterKind.id} ${where}`).toBe(true);
        const { en, es, zh } = text as { en: string; es: string; zh: string };
        // The Chinese is Chinese, not a copy of the English.
        expect(zh, `${letterKind.id} ${where}`).toMatch(/[\u4e00-\u9fff]/);
        expect(phones(es), `${letterKind.id} ${where}`).toEqual(phones(en));
        expect(phones(zh), `${letterKind.id} ${where}`).toEqual(phones(en));
      }
    }
  });

  it('cite official https sources and were checked on one of the two review days', () => {
    const issue7 = LETTER_KIND_IDS.slice(0, LETTER_KIND_IDS.indexOf('benefits-interview') + 1) as readonly string[];
    for (const letterKind of LETTER_KINDS) {
      expect(letterKind.sources.length, letterKind.id).toBeGreaterThanOrEqual(1);
      expect(new Set(letterKind.sources).size, letterKind.id).toBe(letterKind.sources.length);
      for (const source of letterKind.sources) expect(source, letterKind.id).toMatch(/^https:\/\//);
      // The first kinds were checked on 2026-11-22; the later kinds on 2026-11-25.
      expect(letterKind.lastVerified, letterKind.id).toBe(issue7.includes(letterKind.id) ? '2026-11-22' : '2026-11-25');
    }
  });
});

describe('sender signals', () => {
  it('are valid, for every sender but “not sure”', () => {
    const result = SenderSignalsSchema.safeParse(SENDER_SIGNALS);
    expect(result.success, result.error?.message ?? '').toBe(true);
    expect(Object.keys(SENDER_SIGNALS).sort()).toEqual([...SIGNAL_SENDERS].sort());
    expect([...SIGNAL_SENDERS, 'notsure']).toEqual([...SENDERS]);
  });

  it('list the same senders as core, in the same order', () => {
    expect([...SENDERS]).toEqual([...LETTER_SENDERS]);
  });

  it('name one sender each: no phrase of one sender is, or is inside, another’s', () => {
    const clashes: string[] = [];
    for (const a of SIGNAL_SENDERS) {
      for (const b of SIGNAL_SENDERS) {
        if (a === b) continue;
        for (const inner of allPhrases(SENDER_SIGNALS[a])) {
          for (const outer of allPhrases(SENDER_SIGNALS[b])) {
            if (within(outer, inner)) clashes.push(`${a} "${inner}" is inside ${b} "${outer}"`);
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('do not hide inside the signals of another sender’s kinds', () => {
    const clashes: string[] = [];
    for (const letterKind of LETTER_KINDS) {
      for (const sender of SIGNAL_SENDERS) {
        if (sender === letterKind.sender) continue;
        for (const inner of allPhrases(SENDER_SIGNALS[sender])) {
          for (const outer of allPhrases(letterKind.signals)) {
            if (within(outer, inner)) clashes.push(`${sender} "${inner}" is inside ${letterKind.id} "${outer}"`);
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('agencies', () => {
  const agencyById = new Map(AGENCIES.map((agency) => [agency.id, agency]));

  it('are each valid, the listed ones in their order, including every one the facts reader needs', () => {
    for (const agency of AGENCIES) {
      const result = AgencySchema.safeParse(agency);
      expect(result.success, `${agency.id}: ${result.error?.message ?? ''}`).toBe(true);
    }
    expect(AGENCIES.map((agency) => agency.id)).toEqual([...AGENCY_IDS]);
    for (const id of ['irs', 'ssa', 'dta', 'dua', 'eoir', 'health-connector', 'housing-authority', 'city-parking', 'dor-child-support']) {
      expect(agencyById.has(id as (typeof AGENCY_IDS)[number]), id).toBe(true);
    }
  });

  it('take the spec’s sender their letters belong to', () => {
    const sender = (id: string) => agencyById.get(id as (typeof AGENCY_IDS)[number])?.sender;
    expect(sender('eoir')).toBe('court');
    expect(sender('trial-court')).toBe('court');
    expect(sender('landlord')).toBe('eviction');
    // The Health Connector is not MassHealth, and a housing authority is no eviction in itself.
    expect(sender('health-connector')).toBe('notsure');
    expect(sender('housing-authority')).toBe('notsure');
    for (const id of ['rmv', 'masshealth', 'uscis', 'ice', 'school']) expect(sender(id), id).toBe(id);
  });

  it('are each named by their own words: no name belongs to two agencies', () => {
    const owner = new Map<string, string>();
    for (const agency of AGENCIES) {
      for (const name of new Set([...agency.names.en, ...agency.names.es, ...agency.names.zh].map(fold))) {
        const other = owner.get(name);
        expect(other, `"${name}" names both ${other ?? ''} and ${agency.id}`).toBeUndefined();
        owner.set(name, agency.id);
      }
    }
  });

  it('give a phone number only with the official page it comes from', () => {
    for (const agency of AGENCIES) {
      if (agency.phone) expect(agency.phone.source, agency.id).toMatch(/^https:\/\/([a-z]+\.)*([a-z]+\.gov|mahealthconnector\.org|betterhealthconnector\.com)\//);
    }
  });
});

describe('letter kinds and their agencies', () => {
  // A rent increase comes from the landlord but is no step toward eviction: it keeps the "not sure"
  // sender, since the eviction sender always raises the legal-help alert. An eviction summons
  // is the court's paper on the landlord's case: the court's letterhead, the eviction sender.
  const SENDER_EXCEPTIONS = new Set(['rent-increase', 'eviction-summons']);

  it('belong to an agency that exists, of the same sender', () => {
    const agencyById = new Map(AGENCIES.map((agency) => [agency.id, agency]));
    for (const letterKind of LETTER_KINDS) {
      const agency = agencyById.get(letterKind.agency);
      expect(agency, letterKind.id).toBeDefined();
      if (SENDER_EXCEPTIONS.has(letterKind.id)) continue;
      expect(agency?.sender, letterKind.id).toBe(letterKind.sender);
    }
    expect(kind('benefits-interview').agency).toBe('dta');
    expect(kind('immigration-court-hearing').agency).toBe('eoir');
  });

  it('have Chinese signals and cues, where given, each used by one kind only', () => {
    const clashes: string[] = [];
    for (const a of LETTER_KINDS) {
      for (const phrase of [...(a.signals.zh ?? []), ...(a.deadlineCues.zh ?? [])]) {
        expect(phrase, a.id).toMatch(/[\u4e00-\u9fff]/);
      }
      for (const b of LETTER_KINDS) {
        if (a.id === b.id) continue;
        for (const inner of a.signals.zh ?? []) {
          for (const outer of b.signals.zh ?? []) if (withinZh(outer, inner)) clashes.push(`${a.id} "${inner}" is inside ${b.id} "${outer}"`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('identify the kind, not the agency: no signal is an agency’s name, but for an agency of one kind', () => {
    const kindsOf = (agencyId: string) => LETTER_KINDS.filter((letterKind) => letterKind.agency === agencyId).length;
    const clashes = LETTER_KINDS.flatMap((letterKind) =>
      [...allPhrases(letterKind.signals), ...(letterKind.signals.zh ?? [])].flatMap((phrase) =>
        AGENCIES.filter((agency) => [...agency.names.en, ...agency.names.es, ...agency.names.zh].some((name) => fold(name) === fold(phrase)))
          // The immigration court writes one kind of letter: its name is that kind's evidence.
          .filter((agency) => agency.id !== letterKind.agency || kindsOf(agency.id) > 1)
          .map((agency) => `${letterKind.id} "${phrase}" names ${agency.id}`),
      ),
    );
    expect(clashes).toEqual([]);
  });
});
