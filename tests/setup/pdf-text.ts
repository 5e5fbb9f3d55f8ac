// A PDF's text as a reader extracts it, through pdf.js (the library the letter explainer uses), so
// a test that checks a generated PDF's words reads them the way a person's PDF viewer would:
// standard fonts through their encodings, embedded fonts through their ToUnicode maps.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The metrics of the 14 standard fonts (Helvetica, …), from the package itself: nothing is fetched.
const STANDARD_FONTS = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
const open = (bytes: Uint8Array) =>
  // pdf.js takes ownership of the buffer it is given; a copy keeps the caller's bytes intact.
  getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl: STANDARD_FONTS }).promise;

/** Every page's text, items joined by spaces and whitespace collapsed. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await open(bytes);
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join(' ').replace(/\s+/g, ' ');
  } finally {
    await document.destroy();
  }
}

/** The number of pages and each page's size in points (1/72 inch). */
export async function pdfPageSizes(bytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  const document = await open(bytes);
  try {
    const sizes = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const [x0, y0, x1, y1] = (await document.getPage(number)).view as [number, number, number, number];
      sizes.push({ width: x1 - x0, height: y1 - y0 });
    }
    return sizes;
  } finally {
    await document.destroy();
  }
}
