// ESLint: typescript-eslint's strict rules over the whole tree (CI runs `npm run lint`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'coverage/', 'data/', 'dist/', '.scratch/', 'test/render/__output__/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Rules that need the types: a promise nobody awaits or catches, a promise where a
    // callback's return is ignored, and a switch that forgets a member of its union.
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    // The local table's page runs in the browser.
    files: ['src/local-table/page/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // In tests and benches a wrong `!` fails loudly at once, which is what a test wants.
    files: ['test/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
