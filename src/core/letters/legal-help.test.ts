import { describe, expect, it } from 'vitest';
import { legalHelpReasonOf } from './legal-help';

const TODAY = new Date('2026-11-25T12:00:00-05:00');
const base = { kind: undefined, agency: null, sender: 'notsure', text: '', language: 'en' as const, appointment: null, deadline: null, today: TODAY };

describe('why legal help', () => {
  it('flags courts, immigration and tenancies ending, each with its reason', () => {
    expect(legalHelpReasonOf({ ...base, agency: 'eoir', sender: 'court' })).toBe('immigration');
    expect(legalHelpReasonOf({ ...base, agency: 'trial-court', sender: 'court', text: 'You are the defendant in this criminal complaint.' })).toBe('court');
    expect(legalHelpReasonOf({ ...base, agency: 'landlord', sender: 'eviction', text: 'We will not renew your lease. Please vacate by January 31.' })).toBe('eviction');
    expect(legalHelpReasonOf({ ...base, kind: { sender: 'uscis', agency: 'uscis', legalHelp: true } })).toBe('immigration');
  });

  it('does not flag approvals, rent notices without an ending, or a jury summons', () => {
    expect(legalHelpReasonOf({ ...base, kind: { sender: 'uscis', agency: 'uscis', legalHelp: false } })).toBeNull();
    expect(legalHelpReasonOf({ ...base, agency: 'landlord', sender: 'eviction', text: 'Your rent will increase to $1,900 on February 1.' })).toBeNull();
    expect(legalHelpReasonOf({ ...base, agency: 'jury-commissioner', sender: 'court', text: 'You are summoned for jury service.' })).toBeNull();
  });

  it('says only "close deadline" when that is the only reason', () => {
    expect(legalHelpReasonOf({ ...base, deadline: '2026-11-30' })).toBe('deadline');
    expect(legalHelpReasonOf({ ...base, deadline: '2026-12-30' })).toBeNull();
  });
});

describe('legal help read from a letter of no known kind', () => {
  it('flags a USCIS decision against the person, not a warning that one may come', () => {
    expect(legalHelpReasonOf({ ...base, agency: 'uscis', sender: 'uscis', text: 'We must inform you that we are denying your application.' })).toBe('immigration');
    expect(legalHelpReasonOf({ ...base, agency: 'uscis', sender: 'uscis', text: 'Su solicitud ha sido denegada.', language: 'es' })).toBe('immigration');
    expect(legalHelpReasonOf({ ...base, agency: 'uscis', sender: 'uscis', text: 'Failure to appear may result in the denial of your application.' })).toBeNull();
  });

  it('flags a court date, and a tenancy ending whoever signs it, but not a car registration "non-renewal"', () => {
    const appointment = { date: '2026-12-03', time: '09:00', place: null, byPhone: false, online: false, what: 'hearing' as const, quote: '', uncertainYear: false };
    expect(legalHelpReasonOf({ ...base, agency: 'trial-court', sender: 'court', text: '法院确认为您安排口译员。', language: 'zh', appointment })).toBe('court');
    expect(legalHelpReasonOf({ ...base, text: 'Aviso de desalojo de 14 días: debe desocupar la vivienda.', language: 'es' })).toBe('eviction');
    expect(legalHelpReasonOf({ ...base, text: 'Si no paga, su registro será marcado para no renovación.', language: 'es' })).toBeNull();
  });
});
