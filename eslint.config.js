// Lint rules, including the one-way imports of docs/architecture.md ("app → features →
// core/content/data/ui/i18n"; a feature never imports another feature; core stays free of the
// browser; only data touches Dexie or supabase-js). Lint enforces these so nobody has to remember
// them.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const LOWER_LAYERS = ['core', 'content', 'data', 'ui', 'i18n'];

const boundaryZones = [
  // Nothing below the features may reach up into features or the app.
  ...LOWER_LAYERS.map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/app', './src/features'],
    message: `src/${layer} sits below app and features; move the shared piece down instead.`,
  })),
  { target: './src/features', from: './src/app', message: 'Features must not import the app shell.' },
  // A feature never imports another feature.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; share through core, content, data or ui.',
  })),
  // core is runtime-neutral (browser, Node, Deno): it may use content, nothing else of ours.
  {
    target: './src/core',
    from: ['./src/data', './src/ui', './src/i18n'],
    message: 'src/core runs in Node and Deno too; it may not use data, ui or i18n.',
  },
  { target: './src/content', from: ['./src/data', './src/ui', './src/i18n'], message: 'Content is plain data.' },
  // src/node holds the Node-only adapters (pdf.js legacy build, canvas, tesseract in a thread) for
  // the command line, the local server and tests; nothing the browser bundles may reach them.
  {
    target: ['./src/app', './src/features', ...LOWER_LAYERS.map((layer) => `./src/${layer}`)],
    from: './src/node',
    message: 'src/node is Node-only (command line, server, tests); the app uses src/features/letter/reading.',
  },
];

const CORE_IS_RUNTIME_NEUTRAL = { group: ['react', 'react-*', 'dexie*', '@supabase/*', 'i18next', 'zustand'], message: 'src/core has no React, storage or browser code.' };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'coverage', '.data', '.scratch'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.recommended,
  importX.typescript,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // PGlite ships a 400 kB minified bundle whose parse overflows the stack; its exports need no checking.
      'import-x/ignore': ['node_modules/@electric-sql/'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': 'error',
      // The letter explainer's and the assistant's content packs are modules the build makes
      // (src/node/letter-packs-plugin.ts, assistant-packs-plugin.ts).
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:letter-pack/', '^virtual:assistant-pack/', '^virtual:places-pack/', '^virtual:screen-pack/'] }],
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // File names are kebab-case, so an import's spelling never has to be looked up and never
    // differs only in case (which works on macOS and breaks on Linux). Suffixes after the first
    // dot (.test, .spec, .d, .shared, .config, .setup) are not checked.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest'].rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Only src/data touches Dexie.' },
            { name: 'dexie-react-hooks', message: 'Only src/data touches Dexie.' },
            { name: '@supabase/supabase-js', message: 'Only src/data talks to the backend.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [CORE_IS_RUNTIME_NEUTRAL] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'indexedDB'],
    },
  },
  {
    // The assistant's engine is given its content (guide-content.ts makes it whole for Node and
    // Deno; a phone loads the packs of one language): a content import here would put every
    // language in the phone's download. Types are fine; the rule repeats core's (a later block wins).
    // place-passages.ts is given its places too; it reads only the cities' names and the hours reader.
    files: ['src/core/assistant/**/*.ts'],
    ignores: ['src/core/assistant/guide-content.ts', 'src/core/assistant/passages-*.ts', 'src/core/assistant/place-passages.ts', 'src/core/assistant/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CORE_IS_RUNTIME_NEUTRAL,
            {
              group: [
                '**/content/places',
                '**/content/rights',
                '**/content/letters',
                '**/content/eligibility',
                '**/content/appointments',
                '**/content/pack',
                '**/content/assistant/assistant-facts',
              ],
              allowTypeImports: true,
              message: 'The assistant engine is given its content (AnswerOptions); only guide-content.ts imports it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/node/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
