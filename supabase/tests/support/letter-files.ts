// Letter files for the analyze-letter tests: a text PDF of a sample letter (pdf-lib, Helvetica, one
// line per line of the text, wrapped), a small PNG standing in for a photo (the loopback model
// "reads" it), one that only looks like a PNG (nothing can read it), and the photographed fixtures.
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const fixture = (file: string) => new URL(`../../../tests/fixtures/letters/${file}`, import.meta.url);

/** tests/fixtures/letters/<name>.txt */
export function sampleLetter(name: string): string {
  return readFileSync(fixture(`${name}.txt`), 'utf8');
}

/** tests/fixtures/letters/<file> as bytes (the photographed letters are .jpg). */
export function fixtureBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(fixture(file)));
}

export async function letterPdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = doc.embedStandardFont(StandardFonts.Helvetica);
  const size = 10;
  const lines = text.split('\n').flatMap((line) => {
    const wrapped: string[] = [];
    let rest = line;
    while (rest.length > 95) {
      const cut = rest.lastIndexOf(' ', 95);
      wrapped.push(rest.slice(0, cut));
      rest = rest.slice(cut + 1);
    }
    return [...wrapped, rest];
  });
  let page = doc.addPage([612, 792]);
  let y = 750;
  for (const line of lines) {
    if (y < 50) {
      page = doc.addPage([612, 792]);
      y = 750;
    }
    if (line.trim()) page.drawText(line, { x: 50, y, size, font });
    y -= size * 1.5;
  }
  return doc.save();
}

/** A 1×1 PNG: enough for the file check and the data URL. */
export const PHOTO_PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

/** A PNG signature and then nothing an image decoder can read. */
export const BROKEN_PNG = Uint8Array.from([...PHOTO_PNG.subarray(0, 8), ...Buffer.from('not really an image, just bytes')]);
