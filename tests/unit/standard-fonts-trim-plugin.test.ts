// The trim of pdf-lib's standard font metrics must never break a PDF silently: every standard font
// the code in src embeds is one the build keeps, and a real build through the plugin still makes a
// Helvetica PDF while a trimmed font fails, naming itself.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StandardFonts } from 'pdf-lib';
import { build, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../setup/pdf-text';
import { KEPT_STANDARD_FONTS, trimStandardFonts } from '../../src/node/standard-fonts-trim-plugin';

const SRC = new URL('../../src/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the standard fonts the build keeps', () => {
  it('include every standard font the code in src embeds', () => {
    const used = new Map<string, string>();
    for (const file of sourceFiles(SRC)) {
      const code = readFileSync(file, 'utf8');
      for (const [, key] of code.matchAll(/StandardFonts\.(\w+)/g)) {
        const font = (StandardFonts as Record<string, string>)[key!];
        expect(font, `${relative(SRC, file)}: StandardFonts.${key} is no standard font`).toBeDefined();
        used.set(font!, relative(SRC, file));
      }
      // A font named by its string ('Courier') rather than through StandardFonts.
      for (const [, name] of code.matchAll(/embed(?:Standard)?Font\(\s*['"`]([^'"`]+)['"`]/g)) used.set(name!, relative(SRC, file));
    }
    expect([...used.keys()]).toContain('Helvetica');
    for (const [font, file] of used) expect(KEPT_STANDARD_FONTS, `${file} embeds ${font}`).toContain(font);
  });
});

const ENTRY = 'virtual:trim-check';

/** The start of a font's compressed metrics, as the package ships them (a JSON string). */
const metrics = (font: string) =>
  (JSON.parse(readFileSync(new URL(`../../node_modules/@pdf-lib/standard-fonts/es/${font}.compressed.json`, import.meta.url), 'utf8')) as string).slice(0, 200);

/** A tiny program over pdf-lib: a PDF in Helvetica and Helvetica-Bold, and one attempt at Courier. */
function entry(): Plugin {
  return {
    name: 'trim-check-entry',
    resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
    load: (id) =>
      id === `\0${ENTRY}`
        ? `import { PDFDocument, StandardFonts } from 'pdf-lib';
export async function helveticaPdf() {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText('Plain words', { x: 50, y: 700, font: doc.embedStandardFont(StandardFonts.Helvetica) });
  page.drawText('Bold words', { x: 50, y: 650, font: doc.embedStandardFont(StandardFonts.HelveticaBold) });
  return doc.save({ useObjectStreams: false });
}
export async function courierPdf() {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Typed words', { font: doc.embedStandardFont(StandardFonts.Courier) });
  return doc.save();
}`
        : undefined,
  };
}

describe('a build through the plugin', () => {
  it('still makes Helvetica PDFs, and fails naming the font for any other', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'pali-trim-'));
    try {
      await build({
        configFile: false,
        logLevel: 'silent',
        plugins: [trimStandardFonts(), entry()],
        build: {
          outDir,
          emptyOutDir: true,
          minify: false,
          rollupOptions: { input: ENTRY, preserveEntrySignatures: 'strict', output: { format: 'es', entryFileNames: 'check.mjs' } },
        },
      });
      const bundle = readFileSync(join(outDir, 'check.mjs'), 'utf8');
      // The kept fonts' metrics are in the output, the trimmed ones' are gone.
      expect(bundle).toContain(metrics('Helvetica-Bold'));
      expect(bundle).not.toContain(metrics('Courier'));
      const check = (await import(pathToFileURL(join(outDir, 'check.mjs')).href)) as { helveticaPdf: () => Promise<Uint8Array>; courierPdf: () => Promise<Uint8Array> };
      expect(await pdfText(await check.helveticaPdf())).toBe('Plain words Bold words');
      await expect(check.courierPdf()).rejects.toThrow("The standard font Courier is not in Pali's build");
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 30_000);
});
