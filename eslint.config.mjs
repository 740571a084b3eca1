// The hygiene gate (docs/architecture.md §9): Next's rules, typescript-eslint, react-hooks, and
// the import boundaries between the two programs. `npm run lint` allows no warning.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import importPlugin from 'eslint-plugin-import';
import prettier from 'eslint-config-prettier/flat';

// The two programs meet only at contract/ and HTTP (docs/architecture.md §1).
const STOREFRONT = ['./app', './components', './lib', './proxy.ts'];
const BOUNDARIES = [
  ...STOREFRONT.map((target) => ({ target, from: './server', message: 'The storefront knows the API only through lib/api and contract/.' })),
  { target: './server', from: STOREFRONT, message: 'The API never imports the storefront; shared shapes live in contract/.' },
  { target: './contract', from: [...STOREFRONT, './server'], message: 'contract/ depends on zod alone, so both programs can use it.' },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Images come from the supplier's image host at the sizes it serves (docs/adr/0027-no-next-image.md):
      // plain <img> with width/height, no optimiser round-trip.
      '@next/next/no-img-element': 'off',
      // Links between pages are plain <a href> (docs/islands.md): pages are cached HTML, so a full
      // navigation is cheap, and next/link would be in every page's first load.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  { plugins: { import: importPlugin }, rules: { 'import/no-restricted-paths': ['error', { zones: BOUNDARIES }] } },
  {
    // Islands and server components reach the API through lib/api, never fetch of their own.
    files: ['components/**', 'app/**/*.tsx'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through a lib/api module (docs/architecture.md §3).' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the API through a lib/api module.' },
        { object: 'globalThis', property: 'fetch', message: 'Call the API through a lib/api module.' },
      ],
    },
  },
  {
    // Scripts, benches and journeys that report figures are command-line programs: they print.
    files: ['scripts/**', 'e2e/**', 'server/**/*.test.ts', 'server/seed/cli.ts', 'server/import/cli.ts', 'server/main.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Jest loads custom test environments as CommonJS.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Layout is prettier's (npm run lint runs prettier --check); eslint keeps the rules about meaning.
  prettier,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'scripts/bench/reference/.next/**',
    'scripts/bench/reference/next-env.d.ts',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'server/db/migrations/**',
  ]),
]);
