import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';

/** The layers of src/README.md. Imports flow one way: app → features → components → data → lib. */
const layers = [
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
    { group: ['**/supabase/local/**'], message: 'src never imports the local stack.' },
    {
      group: ['**/data/localDb', '**/data/supabaseClient'],
      allowTypeImports: true,
      message: 'Only src/data opens the stores: call a function or hook of src/data instead.',
    },
  ],
};

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
            'Imports flow one way: app → features → components → data → lib (src/README.md).',
          policies: [
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
);
