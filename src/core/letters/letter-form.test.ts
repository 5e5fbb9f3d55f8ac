import { describe, expect, it } from 'vitest';
import { EMPTY_LETTER_FORM, isCalendarDate, onlyFileMissing, validateLetterForm, type LetterFormValues } from './letter-form';

const filled: LetterFormValues = {
  firstName: 'Ana',
  lastName: 'Pérez',
  phone: '(617) 555-0142',
  email: 'ana@example.org',
  sender: 'rmv',
  date: '2026-11-10',
  deadline: '',
  concern: 'My license expires.',
  city: '',
  zip: '',
};

describe('validateLetterForm', () => {
  it('accepts a filled form with a file, optional fields left empty', () => {
    expect(validateLetterForm(filled, true)).toEqual({});
  });

  it('marks every required field of an empty form, and the missing file', () => {
    expect(validateLetterForm(EMPTY_LETTER_FORM, false)).toEqual({
      firstName: 'required',
      lastName: 'required',
      phone: 'required',
      email: 'required',
      sender: 'required',
      date: 'required',
      concern: 'required',
      file: 'noFile',
    });
  });

  it('says when only the file is missing', () => {
    const problems = validateLetterForm(filled, false);
    expect(problems).toEqual({ file: 'noFile' });
    expect(onlyFileMissing(problems)).toBe(true);
    expect(onlyFileMissing(validateLetterForm({ ...filled, concern: ' ' }, false))).toBe(false);
  });

  it('checks the shape of what was typed', () => {
    expect(validateLetterForm({ ...filled, email: 'ana@', phone: '555-01', zip: '0213', deadline: '2026-02-30' }, true)).toEqual({
      email: 'email',
      phone: 'phone',
      zip: 'zip',
      deadline: 'date',
    });
    expect(validateLetterForm({ ...filled, sender: 'bank' }, true)).toEqual({ sender: 'required' });
  });

  it('treats blanks as empty', () => {
    expect(validateLetterForm({ ...filled, firstName: '   ' }, true)).toEqual({ firstName: 'required' });
  });
});

describe('isCalendarDate', () => {
  it('knows real days from impossible ones', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('11/10/2026')).toBe(false);
  });
});
