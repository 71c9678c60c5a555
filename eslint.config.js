import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import { noEnglishInJsx } from './scripts/lint/noEnglishInJsx.js';
import { noSleepsInTests } from './scripts/lint/noSleepsInTests.js';

/**
 * The layers of src/README.md. Imports flow one way: boot → app → features → components → data →
 * lib. boot (the entry and the page's way to the app) is the top: nothing imports it.
 */
const layers = [
  { type: 'boot', pattern: 'src/boot' },
  { type: 'app', pattern: 'src/app' },
  { type: 'sw', pattern: 'src/sw' },
  // Each feature is its own element, so imports inside one feature are free and across features fail.
  { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'data', pattern: 'src/data' },
  { type: 'lib', pattern: 'src/lib' },
];

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

/** Only src/data opens the stores; other code calls its functions and hooks. */
const storeImports = {
  paths: [
    { name: 'dexie', allowTypeImports: true, message: 'Only src/data opens the stores.' },
    { name: 'dexie-react-hooks', message: 'Only src/data opens the stores.' },
    {
      name: '@supabase/supabase-js',
      allowTypeImports: true,
      message: 'Only src/data opens the stores.',
    },
  ],
  patterns: [
    {
      group: ['**/supabase/local/**', '@vethub/local-stack', '@vethub/local-stack/**'],
      message: 'src never imports the local stack.',
    },
    {
      group: ['**/data/localDb', '**/data/supabaseClient'],
      allowTypeImports: true,
      message: 'Only src/data opens the stores: call a function or hook of src/data instead.',
    },
  ],
};

/**
 * The only timers a test may set (scripts/lint/noSleepsInTests.js), each with why. Every other
 * wait in tests/{unit,api,e2e} and the local stack's tests is on a state, never the clock.
 */
const timersAllowedInTests = [
  {
    file: 'supabase/local/tests/support/rawHttp.ts',
    inside: 'watchHealth',
    why: 'asks the stack for its health at a steady pace while a test loads it: the interval is the probe, not a wait',
  },
  {
    file: 'supabase/local/tests/attack/fuzzRun.ts',
    inside: 'healthLoop',
    why: 'the same health probe at a steady pace beside the fuzzer: the interval is the probe, not a wait',
  },
];

/** Translated areas (issue 35): their components take every word from a message catalog. */
const translatedAreas = [
  'src/app/**/*.tsx',
  'src/components/**/*.tsx',
  'src/features/admin/**/*.tsx',
  'src/features/benefits/**/*.tsx',
  'src/features/blog/**/*.tsx',
  'src/features/auth/**/*.tsx',
  'src/features/contact/**/*.tsx',
  'src/features/dashboard/**/*.tsx',
  'src/features/employment/**/*.tsx',
  'src/features/giving/**/*.tsx',
  'src/features/info/**/*.tsx',
  'src/features/jobs/**/*.tsx',
  'src/features/kiosk/**/*.tsx',
  'src/features/newsletter/**/*.tsx',
  'src/features/saved/**/*.tsx',
  'src/features/search/**/*.tsx',
  'src/features/services/**/*.tsx',
  'src/features/vetdeals/**/*.tsx',
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'playwright-report', 'test-results', '.local', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, boundaries },
    settings: {
      'boundaries/elements': layers,
      'boundaries/include': ['src/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/no-restricted-imports': ['error', storeImports],
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Imports flow one way: boot → app → features → components → data → lib (src/README.md).',
          policies: [
            // The app's tree and the data layer it starts; features come through app/.
            allow('boot', ['app', 'data', 'lib']),
            allow('app', ['feature', 'components', 'data', 'lib', 'sw']),
            allow('sw', ['data', 'lib']),
            allow('feature', ['components', 'data', 'lib']),
            allow('components', ['data', 'lib']),
            allow('data', ['lib']),
          ],
        },
      ],
    },
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [storeImports.patterns[0]] },
      ],
    },
  },
  {
    files: [
      'tests/**/*.{ts,tsx}',
      'scripts/**/*.{js,mjs,ts}',
      'supabase/**/*.{ts,mjs}',
      '*.config.{js,ts,cjs}',
      '.dependency-cruiser.cjs',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Benchmarks (tests/bench) pace their load and sample on a clock by design: they measure.
    files: ['tests/{unit,api,e2e}/**/*.{ts,tsx}', 'supabase/local/tests/**/*.{ts,tsx}'],
    plugins: { vethub: { rules: { 'no-sleeps-in-tests': noSleepsInTests } } },
    rules: { 'vethub/no-sleeps-in-tests': ['error', { allowed: timersAllowedInTests }] },
  },
  {
    // Areas whose words are in their catalogs (issue 35): no English typed into their components.
    // An area joins this list once it is translated; the rest of src follows area by area.
    files: translatedAreas,
    plugins: { vethub: { rules: { 'no-english-in-jsx': noEnglishInJsx } } },
    rules: {
      // Names, and the text size buttons' glyphs (hidden from screen readers), read alike in both.
      'vethub/no-english-in-jsx': [
        'error',
        { names: ['VetHub', 'VetDeals', 'VetDeal', 'A−', 'A+'] },
      ],
    },
  },
  {
    // Every spec's journeys end with clean consoles: tests/e2e/support.ts's fixture checks them.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Take test from './support': its fixture fails a journey with console errors.",
            },
          ],
        },
      ],
    },
  },
);
