import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

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

export default defineConfig({
  plugins: [
    react(),
    webAppManifest(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The whole app: shell, every route's chunk, all three languages, content, icons.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,json,webmanifest,woff2,txt}'],
        globIgnores: ['**/.vite/**'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
    }),
    // Pre-compressed copies next to each file; the local server picks them by Accept-Encoding.
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.(png|webp|jpg|woff2)$/] }),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
});
