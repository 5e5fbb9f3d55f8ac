import { describe, expect, it } from 'vitest';
import { FILE_TYPE_HEAD_BYTES, sniffFileType } from './file-type';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? Array.from(value, (char) => char.charCodeAt(0)) : [value])));

const PDF = bytes('%PDF-1.7\n%âãÏÓ\n');

/** `header` placed `at` bytes into a file of junk (spaces) at least `size` long. */
function after(at: number, header: Uint8Array, size = at + header.length): Uint8Array {
  const file = new Uint8Array(Math.max(size, at + header.length)).fill(0x20);
  file.set(header, at);
  return file;
}

describe('sniffFileType', () => {
  it('recognises the four types Pali accepts by their first bytes', () => {
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF', 0))).toBe('image/jpeg');
    expect(sniffFileType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR'))).toBe('image/png');
    expect(sniffFileType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffFileType(PDF)).toBe('application/pdf');
  });

  it('recognises nothing else', () => {
    expect(sniffFileType(bytes('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniffFileType(bytes('Dear Ana, your hearing is on May 2.'))).toBeNull();
    expect(sniffFileType(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(sniffFileType(bytes('GIF89a'))).toBeNull();
    expect(sniffFileType(bytes('PK', 3, 4))).toBeNull();
    // HEIC is not a type Pali takes (most phones' browsers cannot decode it).
    expect(sniffFileType(bytes(0, 0, 0, 24, 'ftypheic'))).toBeNull();
  });

  describe('a PDF header', () => {
    it('at the start', () => {
      expect(sniffFileType(after(0, PDF, 4096))).toBe('application/pdf');
    });

    it('after a byte-order mark', () => {
      expect(sniffFileType(bytes(0xef, 0xbb, 0xbf, '%PDF-1.4\n'))).toBe('application/pdf');
    });

    it('after junk, as long as it ends within the first 1024 bytes', () => {
      expect(sniffFileType(after(600, PDF, 4096))).toBe('application/pdf');
      expect(sniffFileType(after(FILE_TYPE_HEAD_BYTES - 5, bytes('%PDF-'), 4096))).toBe('application/pdf');
    });

    it('refused when it starts or runs past the first 1024 bytes', () => {
      expect(sniffFileType(after(FILE_TYPE_HEAD_BYTES - 4, bytes('%PDF-'), 4096))).toBeNull();
      expect(sniffFileType(after(FILE_TYPE_HEAD_BYTES, PDF, 4096))).toBeNull();
      expect(sniffFileType(after(2000, PDF))).toBeNull();
    });

    it('the same whether given the whole file or only its first 1024 bytes', () => {
      const file = after(900, PDF, 10_000);
      expect(sniffFileType(file.subarray(0, FILE_TYPE_HEAD_BYTES))).toBe(sniffFileType(file));
    });
  });

  describe('truncated files', () => {
    it('are nothing when shorter than their signature', () => {
      expect(sniffFileType(new Uint8Array())).toBeNull();
      expect(sniffFileType(bytes(0xff, 0xd8))).toBeNull();
      expect(sniffFileType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a))).toBeNull();
      expect(sniffFileType(bytes('RIFF', 0, 0, 0, 0, 'WEB'))).toBeNull();
      expect(sniffFileType(bytes('%PDF'))).toBeNull();
      expect(sniffFileType(bytes('junk', '%PD'))).toBeNull();
    });

    it('are their type once the whole signature is there', () => {
      expect(sniffFileType(bytes(0xff, 0xd8, 0xff))).toBe('image/jpeg');
      expect(sniffFileType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
      expect(sniffFileType(bytes('%PDF-'))).toBe('application/pdf');
    });
  });
});
