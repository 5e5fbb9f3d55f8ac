import { describe, expect, it } from 'vitest';
import { checkContentReport, characterCount, contentReportErrors, isSubjectId } from './content-report';

const draft = (extra: Partial<Parameters<typeof checkContentReport>[0]> = {}) => ({
  subjectKind: 'place',
  subjectId: 'boston-rmv',
  whatIsWrong: 'Closed on Saturdays now',
  contact: '',
  ...extra,
});

describe('checkContentReport', () => {
  it('trims the text, and keeps an empty contact as none', () => {
    expect(checkContentReport(draft({ whatIsWrong: '  \n The phone number is wrong \t', contact: '   ' }))).toEqual({
      ok: true,
      report: { subject_kind: 'place', subject_id: 'boston-rmv', what_is_wrong: 'The phone number is wrong', contact: null },
    });
    expect(checkContentReport(draft({ contact: ' ana@example.org ' }))).toMatchObject({ ok: true, report: { contact: 'ana@example.org' } });
  });

  it('asks for some text', () => {
    expect(checkContentReport(draft({ whatIsWrong: '' }))).toEqual({ ok: false, error: 'whatIsWrongEmpty' });
    expect(checkContentReport(draft({ whatIsWrong: ' \n\t ' }))).toEqual({ ok: false, error: 'whatIsWrongEmpty' });
  });

  it('allows 1,000 characters after trimming, counting characters as people do', () => {
    expect(checkContentReport(draft({ whatIsWrong: ` ${'x'.repeat(1000)} ` })).ok).toBe(true);
    expect(checkContentReport(draft({ whatIsWrong: 'x'.repeat(1001) }))).toEqual({ ok: false, error: 'whatIsWrongTooLong' });
    // A Chinese character or an emoji is one character, as the server's char_length counts it.
    expect(checkContentReport(draft({ whatIsWrong: '错'.repeat(1000) })).ok).toBe(true);
    expect(checkContentReport(draft({ whatIsWrong: '😀'.repeat(1000) })).ok).toBe(true);
    expect(checkContentReport(draft({ whatIsWrong: '😀'.repeat(1001) }))).toEqual({ ok: false, error: 'whatIsWrongTooLong' });
  });

  it('allows a contact of up to 200 characters', () => {
    expect(checkContentReport(draft({ contact: 'c'.repeat(200) })).ok).toBe(true);
    expect(checkContentReport(draft({ contact: 'c'.repeat(201) }))).toEqual({ ok: false, error: 'contactTooLong' });
  });

  it('refuses a subject the server would refuse', () => {
    expect(checkContentReport(draft({ subjectKind: 'letter' }))).toEqual({ ok: false, error: 'subject' });
    expect(checkContentReport(draft({ subjectId: '<b>x</b>' }))).toEqual({ ok: false, error: 'subject' });
  });

  it('names one problem per field, the text first', () => {
    expect(contentReportErrors(draft({ whatIsWrong: '', contact: 'c'.repeat(300) }))).toEqual({ whatIsWrong: 'whatIsWrongEmpty', contact: 'contactTooLong' });
    expect(checkContentReport(draft({ whatIsWrong: '', contact: 'c'.repeat(300) }))).toEqual({ ok: false, error: 'whatIsWrongEmpty' });
  });
});

describe('subject ids', () => {
  it('takes the content’s own ids: kebab-case, and the rights sections’ camelCase', () => {
    for (const id of ['mass-id', 'atDoor', 'pack-rmv', 'boston-public-library-central', 'a1']) expect(isSubjectId(id), id).toBe(true);
    for (const id of ['', '-x', 'x-', 'a--b', 'a_b', 'a b', 'rights/atDoor', 'x'.repeat(121)]) expect(isSubjectId(id), id).toBe(false);
  });
});

it('counts characters, not UTF-16 units', () => {
  expect(characterCount('a错😀')).toBe(3);
});
