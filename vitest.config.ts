import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { assistantContentPacks } from './src/node/assistant-packs-plugin';
import { letterContentPacks } from './src/node/letter-packs-plugin';
import { placesContentPacks } from './src/node/places-packs-plugin';
import { screenContentPacks } from './src/node/screen-packs-plugin';

export default defineConfig({
  plugins: [react(), letterContentPacks(), assistantContentPacks(), placesContentPacks(), screenContentPacks()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'sw/**/*.test.ts',
      'supabase/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
      'tests/letters/**/*.test.ts',
      'tests/assistant/**/*.test.ts',
    ],
    environment: 'node',
    // Component tests opt into a DOM with `// @vitest-environment happy-dom` at the top of the file.
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
  },
});
