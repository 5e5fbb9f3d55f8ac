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

  it.each([[`${ME}`], [`${ME}/`], [`someone-else/${ME}/x.pdf`], [`${ME}/../other/x.pdf`], [`${ME}/./x.pdf`], [`${ME}//x.pdf`], [`${ME}/a\\..\\x.pdf`], [`${ME}x/y.pdf`]])('refuses %s', (name) => {
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
});

describe('readLetterRequest', () => {
  it('reads the form, with cn as Chinese and empty dates as none', () => {
    const read = readLetterRequest({ path: `${ME}/1-a.pdf`, sender: 'court', concern: '  When? ', deadline: '', letterDate: '2026-11-19', language: 'cn', today: '2026-11-22' }, ME);
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
