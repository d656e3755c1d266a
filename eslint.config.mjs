// ESLint (flat config): eslint:recommended over the JavaScript we write, beside the layout check of
// prettier (scripts/check-format.sh runs both). Globals follow where each file runs.
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['npm/dist/**', 'build/**', 'node_modules/**', '**/node_modules/**', 'tests/fixtures/**'] },
  js.configs.recommended,
  {
    files: [
      'npm/src/**/*.js',
      'npm/bin/**/*.{js,mjs,cjs}',
      'web/**/*.js',
      'scripts/**/*.{js,mjs,cjs}',
      'tests/**/*.{js,mjs,cjs}',
    ],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    // A few files name rules this configuration leaves off (no-new-func in the strict-CSP tests, where
    // the BDL evaluators must use Function): their directives are kept, not reported.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      // Text is cleaned of control characters on purpose (svg/markup.js, svg/isolate.js, the tests
      // that feed them): a regular expression naming them is the point, not a slip.
      'no-control-regex': 'off',
      // `_name` is unused on purpose (a destructured field left out, a parameter kept for the
      // signature); a caught error need not be read; a probe may swallow what it tries.
      'no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  // The loader also runs in workers (hold-messages.js asks whether it is in one).
  { files: ['npm/src/load/**/*.js'], languageOptions: { globals: { ...globals.worker } } },
  { files: ['tests/**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.jest } } },
];
