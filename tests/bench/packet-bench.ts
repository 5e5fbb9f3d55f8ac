// How long the phone takes to make a four-letter packet PDF: in Chromium, from the built app's own
// chunk (pdf-lib included), as the Download button does it. The first build also loads and parses
// pdf-lib; the later ones are the building alone. Target: under 1 s.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { PACK_DOCUMENTS } from '../../src/content/pack';
import { fillLetter } from '../../src/core/pack/fill-letter';
import type { Intake } from '../../src/core/pack/intake';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import type { ViteManifest } from './first-view';

const INTAKE: Intake = {
  fullName: 'Ana Pérez',
  dob: '1990-04-12',
  phone: '(617) 555-0100',
  address: '12 Elm Street',
  unit: '3',
  city: 'Lynn',
  zip: '01902',
  hostName: 'Rosa Gómez',
  hostRelationship: 'cousin',
  moveInDate: '2025-09-01',
  employerName: 'Harbor Cleaning Co.',
  employerContact: '(781) 555-0142',
  childName: 'Leo Pérez',
  childDOB: '2016-02-29',
  childGrade: '4',
};
const DOCUMENTS = ['proof-address', 'school-residency', 'employer', 'records-request'] as const;
const WARM_RUNS = 10;

export interface PacketBench {
  letters: number;
  firstMs: number;
  medianMs: number;
  bytes: number;
}

export async function runPacketBench(origin: string, distDir: string, print: (line?: string) => void): Promise<PacketBench> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const chunk = manifest['src/core/pack/letter-pdf.ts'];
  if (!chunk) throw new Error('The packet PDF builder is not a chunk of the build');
  const letters = DOCUMENTS.map((id) => {
    const document = PACK_DOCUMENTS.find((candidate) => candidate.id === id)!;
    return fillLetter(document, document.variants[0]!.id, INTAKE, new Date('2026-11-22T15:00:00Z'));
  });

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/pack`);
    const result = await page.evaluate(
      async ({ url, letters, runs }) => {
        const started = performance.now();
        const { buildPacketPdf } = (await import(url)) as { buildPacketPdf: (letters: unknown[]) => Promise<Uint8Array> };
        const first = await buildPacketPdf(letters);
        const firstMs = performance.now() - started;
        const times: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          const start = performance.now();
          await buildPacketPdf(letters);
          times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        return { firstMs, medianMs: times[Math.floor(times.length / 2)]!, bytes: first.byteLength };
      },
      { url: `/${chunk.file}`, letters, runs: WARM_RUNS },
    );
    print();
    print(
      `Packet PDF in Chromium (${letters.length} letters, ${(result.bytes / 1000).toFixed(1)} kB): first ${result.firstMs.toFixed(0)} ms (loading pdf-lib included), then median ${result.medianMs.toFixed(0)} ms over ${WARM_RUNS} builds`,
    );
    return { letters: letters.length, ...result };
  } finally {
    await browser.close();
  }
}
