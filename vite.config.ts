import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { OCR_FILES, OCR_PACKAGES, type OcrFile } from './src/features/letter/reading/ocr-files';
import { assistantContentPacks } from './src/node/assistant-packs-plugin';
import { chunkFileName } from './src/node/language-chunks';
import { letterContentPacks } from './src/node/letter-packs-plugin';
import { placesContentPacks } from './src/node/places-packs-plugin';
import { screenContentPacks } from './src/node/screen-packs-plugin';
import { trimStandardFonts } from './src/node/standard-fonts-trim-plugin';
import { walletCardPdfs } from './src/node/wallet-card-pdfs-plugin';

const MANIFEST_FILE = 'manifest.webmanifest';

/** The web app manifest lives at the top of the repo (owner's layout); ship it at the site root. */
function webAppManifest(): Plugin {
  const read = () => readFileSync(new URL(MANIFEST_FILE, import.meta.url), 'utf8');
  return {
    name: 'pali:web-app-manifest',
    configureServer(server) {
      server.middlewares.use(`/${MANIFEST_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(read());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: read() });
    },
  };
}

const OCR_TYPES: [RegExp, string][] = [
  [/\.m?js$/, 'text/javascript; charset=utf-8'],
  [/\.wasm$/, 'application/wasm'],
  [/\.traineddata$/, 'application/octet-stream'],
];

/**
 * The letter reader's OCR and pdf.js files (src/features/letter/reading/ocr-files.ts), copied from
 * node_modules to /ocr/<version>/ in the build and served from there in dev: Pali never loads
 * them from a CDN. The folder is named after the packages' versions, so an upgrade is a new URL
 * (the service worker keeps these files cache-first). The app learns the folder through
 * import.meta.env.PALI_OCR_DIR.
 */
function ocrFiles(): Plugin {
  const modules = new URL('node_modules/', import.meta.url);
  const source = (file: OcrFile) => new URL(OCR_FILES[file], modules);
  const versions = OCR_PACKAGES.map((name) => `${name}@${(JSON.parse(readFileSync(new URL(`${name}/package.json`, modules), 'utf8')) as { version: string }).version}`);
  const dir = `ocr/${createHash('sha256').update(versions.join('\n')).digest('hex').slice(0, 10)}/`;
  return {
    name: 'pali:ocr-files',
    config: () => ({ define: { 'import.meta.env.PALI_OCR_DIR': JSON.stringify(`/${dir}`) } }),
    configureServer(server) {
      server.middlewares.use(`/${dir}`, (req, res, next) => {
        const file = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, '')) as OcrFile;
        if (!Object.hasOwn(OCR_FILES, file)) return next();
        const path = source(file);
        res.setHeader('Content-Type', OCR_TYPES.find(([pattern]) => pattern.test(file))?.[1] ?? 'application/octet-stream');
        res.setHeader('Content-Length', String(statSync(path).size));
        createReadStream(path).pipe(res);
      });
    },
    generateBundle() {
      for (const file of Object.keys(OCR_FILES) as OcrFile[]) {
        this.emitFile({ type: 'asset', fileName: `${dir}${file}`, source: readFileSync(source(file)) });
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    webAppManifest(),
    ocrFiles(),
    letterContentPacks(),
    assistantContentPacks(),
    placesContentPacks(),
    screenContentPacks(),
    walletCardPdfs(),
    trimStandardFonts(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The whole app: shell, every route's chunk, every language, content, icons, and the wallet
        // card PDFs made at build time. The service worker precaches all but the languages a phone
        // does not read (sw/language-caches.ts).
        globPatterns: ['**/*.{js,css,html,svg,png,webp,json,webmanifest,woff2,txt,pdf}'],
        // The OCR files (megabytes) are kept by the service worker only once fetched (sw/sw.ts).
        globIgnores: ['**/.vite/**', 'ocr/**'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
    }),
    // Pre-compressed copies next to each file; the local server picks them by Accept-Encoding.
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.(png|webp|jpg|woff2)$/, /^ocr\//] }),
    // The OCR and pdf.js scripts and wasm: gzip only (brotli's best level takes long on megabytes);
    // the language data is gzip already, and tesseract.js unpacks it itself.
    compression({ algorithms: ['gzip'], include: [/^ocr\/.*\.(m?js|wasm)$/] }),
  ],
  build: {
    rolldownOptions: {
      output: {
        // A language's strings and content in assets/<language>/, kept only by phones that read it.
        chunkFileNames: chunkFileName,
        codeSplitting: {
          // The city guide's pack of each language is its own chunk: /map carries English with its
          // page, and the assistant loads the pack of its answer's language without the map page.
          // Each screen's pack of each language too (the route loads the reader's with the page).
          groups: [
            { name: (id: string) => /^\0virtual:places-pack\/(\w+)$/.exec(id)?.[1]?.replace(/^/, 'places-pack-') ?? null },
            { name: (id: string) => /^\0virtual:screen-pack\/([\w-]+)$/.exec(id)?.[1]?.replace(/^/, 'screen-pack-') ?? null },
          ],
        },
      },
    },
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
});
