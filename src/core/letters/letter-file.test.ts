import { describe, expect, it } from 'vitest';
import { checkLetterFile, LETTER_FILE_MAX_BYTES } from './letter-file';

const bytes = (...values: (number | string)[]) => new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

const PDF = bytes('%PDF-1.7\n%âãÏÓ\n');
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF', 0);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
const TEXT = bytes('Dear Ana, your hearing is on May 2.');

const file = (name: string, head: Uint8Array, size = 50_000, type = '') => checkLetterFile({ name, type, size, head });

describe('checkLetterFile', () => {
  it.each([
    ['letter.pdf', PDF, 'pdf', 'application/pdf'],
    ['Letter.PDF', PDF, 'pdf', 'application/pdf'],
    ['photo.jpg', JPEG, 'image', 'image/jpeg'],
    ['photo.jpeg', JPEG, 'image', 'image/jpeg'],
    ['scan.png', PNG, 'image', 'image/png'],
    ['scan.webp', WEBP, 'image', 'image/webp'],
  ])('accepts %s', (name, head, kind, mime) => {
    expect(file(name, head)).toEqual({ ok: true, kind, mime });
  });

  it('turns away a file whose name and bytes disagree', () => {
    expect(file('letter.pdf', PNG)).toEqual({ ok: false, problem: 'wrong-type' });
    expect(file('letter.pdf', TEXT)).toEqual({ ok: false, problem: 'wrong-type' });
    expect(file('photo.png', JPEG)).toEqual({ ok: false, problem: 'wrong-type' });
    expect(file('photo.jpg', PDF)).toEqual({ ok: false, problem: 'wrong-type' });
  });

  it('turns away other types, even with good bytes', () => {
    expect(file('letter.txt', TEXT)).toEqual({ ok: false, problem: 'wrong-type' });
    expect(file('letter.docx', bytes('PK', 3, 4))).toEqual({ ok: false, problem: 'wrong-type' });
    expect(file('photo.heic', bytes(0, 0, 0, 24, 'ftypheic'))).toEqual({ ok: false, problem: 'wrong-type' });
    expect(file('photo.gif', bytes('GIF89a'))).toEqual({ ok: false, problem: 'wrong-type' });
  });

  it('uses the MIME type only for a name without an extension', () => {
    expect(file('IMG_2041', JPEG, 50_000, 'image/jpeg')).toEqual({ ok: true, kind: 'image', mime: 'image/jpeg' });
    expect(file('IMG_2041', JPEG, 50_000, 'image/jpg')).toEqual({ ok: true, kind: 'image', mime: 'image/jpeg' });
    expect(file('IMG_2041', JPEG, 50_000, '')).toEqual({ ok: false, problem: 'wrong-type' });
    expect(file('photo.jpg', JPEG, 50_000, 'application/octet-stream')).toMatchObject({ ok: true });
  });

  it('accepts a PDF whose header comes after some junk, within the first kilobyte (core/file-type.test.ts has the edges)', () => {
    const head = new Uint8Array(1024);
    head.set(PDF, 600);
    expect(file('letter.pdf', head)).toEqual({ ok: true, kind: 'pdf', mime: 'application/pdf' });
  });

  it('refuses files over 10 MB and empty ones', () => {
    expect(file('letter.pdf', PDF, LETTER_FILE_MAX_BYTES)).toMatchObject({ ok: true });
    expect(file('letter.pdf', PDF, LETTER_FILE_MAX_BYTES + 1)).toEqual({ ok: false, problem: 'too-large' });
    expect(file('letter.pdf', new Uint8Array(0), 0)).toEqual({ ok: false, problem: 'empty' });
  });
});
