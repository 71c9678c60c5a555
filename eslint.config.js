import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'playwright-report', 'test-results', '.local', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/supabase/local/**'], message: 'src never imports the local stack.' },
          ],
        },
      ],
    },
  },
  {
    files: [
      'tests/**/*.{ts,tsx}',
      'scripts/**/*.{js,mjs,ts}',
      'supabase/**/*.{ts,mjs}',
      '*.config.{js,ts,cjs}',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
