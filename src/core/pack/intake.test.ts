// Each intake rule, on the values people really type: names in Latin letters with accents (fine)
// or in another script (refused, since the letters are printed in a Latin-only font), phone
// numbers written every usual way, and dates from <input type="date">, leap days included.
import { describe, expect, it } from 'vitest';
import { intakeIsValid, parseIntakeDate, validateIntake, type Intake } from './intake';

const VALID: Intake = {
  fullName: 'Ana Pérez',
  address: '12 Elm Street',
  city: 'Chelsea',
  zip: '02150',
  phone: '(617) 555-0142',
};

const problems = (changes: Intake) => validateIntake({ ...VALID, ...changes });

describe('validateIntake', () => {
  it('finds nothing wrong with a complete intake', () => {
    const result = validateIntake(VALID);
    expect(result).toEqual({ missing: [], zip: false, phone: false, dates: [], notLatin: [] });
    expect(intakeIsValid(result)).toBe(true);
  });

  it('lists each required field left empty or blank, in the spec’s order', () => {
    expect(validateIntake({}).missing).toEqual(['fullName', 'address', 'city', 'zip', 'phone']);
    expect(problems({ city: '   ', fullName: '' }).missing).toEqual(['fullName', 'city']);
    expect(intakeIsValid(problems({ city: ' ' }))).toBe(false);
  });

  it('leaves optional fields optional', () => {
    expect(intakeIsValid(problems({ unit: '', dob: '', hostName: '  ' }))).toBe(true);
  });

  it('wants a five-digit ZIP code', () => {
    expect(problems({ zip: ' 02150 ' }).zip).toBe(false);
    for (const zip of ['2150', '021500', '02150-1234', 'O2150']) expect(problems({ zip }).zip, zip).toBe(true);
    // An empty ZIP is missing, not malformed.
    expect(problems({ zip: '' })).toMatchObject({ zip: false, missing: ['zip'] });
  });

  it('wants a ten-digit US phone number, however it is written', () => {
    for (const phone of ['617-555-0142', '(617) 555-0142', '617.555.0142', '6175550142', '+1 617 555 0142', '1-617-555-0142']) {
      expect(problems({ phone }).phone, phone).toBe(false);
    }
    for (const phone of ['555-0142', '617-555-014', '2-617-555-0142', '617-555-0142 ext 5', '+44 20 7946 0958']) {
      expect(problems({ phone }).phone, phone).toBe(true);
    }
    expect(problems({ phone: ' ' })).toMatchObject({ phone: false, missing: ['phone'] });
  });

  it('wants real calendar dates in YYYY-MM-DD, leap days included', () => {
    expect(problems({ dob: '2024-02-29', moveInDate: '2000-02-29', childDOB: '2016-11-22' }).dates).toEqual([]);
    expect(problems({ dob: '2023-02-29', moveInDate: '1900-02-29' }).dates).toEqual(['dob', 'moveInDate']);
    for (const childDOB of ['2025-04-31', '2025-13-01', '2025-00-10', '03/14/1990', '1990-3-14', 'yesterday']) {
      expect(problems({ childDOB }).dates, childDOB).toEqual(['childDOB']);
    }
  });

  it('accepts Latin letters with accents, as on an ID', () => {
    for (const fullName of ['Ana Pérez', 'José Núñez', 'Jürgen Müller', 'François Lefèvre', "Seán O'Brien", 'Pe\u0301rez']) {
      expect(problems({ fullName }).notLatin, fullName).toEqual([]);
    }
  });

  it('refuses what the letters’ font cannot print', () => {
    expect(problems({ fullName: '王芳' }).notLatin).toEqual(['fullName']);
    // ễ is not in Windows-1252, though é is.
    expect(problems({ fullName: 'Nguyễn Văn An' }).notLatin).toEqual(['fullName']);
    expect(problems({ hostName: 'Олег', city: 'Chelsea 🏠' }).notLatin).toEqual(['city', 'hostName']);
    expect(intakeIsValid(problems({ fullName: '王芳' }))).toBe(false);
  });

  it('lets the preferred language be written in any script: letters never print it', () => {
    expect(problems({ preferredLanguage: '中文' }).notLatin).toEqual([]);
  });
});

describe('parseIntakeDate', () => {
  it('reads a YYYY-MM-DD day as midnight UTC', () => {
    expect(parseIntakeDate('2026-11-22')?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });

  it('keeps a year below 100 as written', () => {
    expect(parseIntakeDate('0099-01-01')?.getUTCFullYear()).toBe(99);
  });

  it('refuses impossible days', () => {
    expect(parseIntakeDate('2026-02-29')).toBeNull();
    expect(parseIntakeDate('2026-06-31')).toBeNull();
  });
});
