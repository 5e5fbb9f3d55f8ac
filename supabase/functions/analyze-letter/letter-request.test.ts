// Which object a call may ask about: only one in the caller's own folder, however the path or the
// spec's imageUrl is written; the form's fields are read leniently but never trusted.
import { describe, expect, it } from 'vitest';
import { isOwnObject, objectNameFrom, readLetterRequest } from './letter-request';

const ME = '6b0f8f7e-3c2a-4d8e-9f51-2a7c1d0e9b11';

describe('isOwnObject', () => {
  it('takes names in the caller’s folder', () => {
    expect(isOwnObject(`${ME}/1790000000000-a1b2.pdf`, ME)).toBe(true);
    expect(isOwnObject(`${ME}/2026/scan.png`, ME)).toBe(true);
  });

  it.each([[`${ME}`], [`${ME}/`], [`someone-else/${ME}/x.pdf`], [`${ME}/../other/x.pdf`], [`${ME}/./x.pdf`], [`${ME}//x.pdf`], [`${ME}/a\\..\\x.pdf`], [`${ME}x/y.pdf`]])(
    'refuses %s',
    (name) => {
      expect(isOwnObject(name, ME)).toBe(false);
    },
  );

  // Each of these passes a check of the segments as written, and a URL parser or a decoder turns
  // it into a name in another folder.
  it.each([
    [`${ME}/%2e%2e/other/x.pdf`],
    [`${ME}/%2E%2E/other/x.pdf`],
    [`${ME}/.%2e/other/x.pdf`],
    [`${ME}/%2e/x.pdf`],
    [`${ME}/..%2fother/x.pdf`],
    [`${ME}%2f..%2fother/x.pdf`],
    [`${ME}/..%5cother/x.pdf`],
    [`${ME}/%252e%252e/other/x.pdf`],
    [`${ME}/.\t./other/x.pdf`],
    [`${ME}/.\n./other/x.pdf`],
    [`${ME}/x\u0000.pdf`],
    [`${ME}/x.pdf?/../../other/y.pdf`],
    [`${ME}/x.pdf#/../../other/y.pdf`],
    [`/${ME}/x.pdf`],
    [`${ME}/${'a'.repeat(1100)}.pdf`],
  ])('refuses %j, which could be read as another name', (name) => {
    expect(isOwnObject(name, ME)).toBe(false);
  });
});

describe('objectNameFrom', () => {
  it('reads the object name from a storage URL (public, signed or authenticated), never fetching it', () => {
    expect(objectNameFrom(`https://ref.supabase.co/storage/v1/object/public/letter-uploads/${ME}/1-a.pdf`)).toBe(`${ME}/1-a.pdf`);
    expect(objectNameFrom(`https://ref.supabase.co/storage/v1/object/sign/letter-uploads/${ME}/my%20letter.pdf?token=t`)).toBe(`${ME}/my letter.pdf`);
    expect(objectNameFrom(`${ME}/1-a.png`)).toBe(`${ME}/1-a.png`);
    expect(objectNameFrom('https://evil.example/whatever.png')).toBeNull();
  });

  it('decodes a URL’s path once, leaving an encoded separator or a second encoding for the name check to refuse', () => {
    const base = 'https://ref.supabase.co/storage/v1/object/authenticated/letter-uploads';
    expect(objectNameFrom(`${base}/${ME}/%252e%252e/other/x.pdf`)).toBe(`${ME}/%2e%2e/other/x.pdf`);
    expect(objectNameFrom(`${base}/${ME}/..%2Fother/x.pdf`)).toBe(`${ME}/..%2Fother/x.pdf`);
    expect(objectNameFrom(`${base}/${ME}/..%5Cother/x.pdf`)).toBe(`${ME}/..%5Cother/x.pdf`);
    // The URL parser itself resolves %2e%2e, so the name is the other folder's and plainly not mine.
    expect(objectNameFrom(`${base}/${ME}/%2e%2e/other/x.pdf`)).toBe('other/x.pdf');
    for (const url of [`${base}/${ME}/%252e%252e/other/x.pdf`, `${base}/${ME}/..%2Fother/x.pdf`, `${base}/${ME}/%2e%2e/other/x.pdf`]) {
      expect(readLetterRequest({ imageUrl: url }, ME)).toMatchObject({ ok: false, problem: { status: 403 } });
    }
  });
});

describe('readLetterRequest', () => {
  it('reads the form, with cn as Chinese and empty dates as none', () => {
    const read = readLetterRequest(
      { path: `${ME}/1-a.pdf`, sender: 'court', concern: '  When? ', deadline: '', letterDate: '2026-11-19', language: 'cn', today: '2026-11-22' },
      ME,
    );
    expect(read).toMatchObject({ ok: true, request: { path: `${ME}/1-a.pdf`, sender: 'court', concern: 'When?', deadline: null, letterDate: '2026-11-19', reader: 'zh' } });
    if (read.ok) expect(read.request.today.toISOString().slice(0, 10)).toBe('2026-11-22');
  });

  it('drops a sender that is not one of the spec’s, and refuses bad dates and languages', () => {
    expect(readLetterRequest({ path: `${ME}/1-a.pdf`, sender: 'landlord' }, ME)).toMatchObject({ ok: true, request: { sender: null, reader: 'en' } });
    expect(readLetterRequest({ path: `${ME}/1-a.pdf`, deadline: '2026-02-30' }, ME)).toMatchObject({ ok: false, problem: { status: 400 } });
    expect(readLetterRequest({ path: `${ME}/1-a.pdf`, language: 'fr' }, ME)).toMatchObject({ ok: false, problem: { status: 400 } });
    expect(readLetterRequest({}, ME)).toMatchObject({ ok: false, problem: { status: 400 } });
    expect(readLetterRequest({ imageUrl: 'https://evil.example/x.png' }, ME)).toMatchObject({ ok: false, problem: { status: 400 } });
  });
});
