import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'server/dist', 'coverage', 'node_modules', '.data', 'test-results', '.scratch'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'test/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [
      'server/**/*.ts',
      'test/server/**/*.ts',
      'test/e2e/**/*.ts',
      'scripts/**/*.mjs',
      'bench/**/*.{mjs,ts}',
      'vite/**/*.ts',
      '*.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Only src/services may touch the outside world (DESIGN.md §4).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/**', 'src/main.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use the Api port in src/services.' },
        { name: 'localStorage', message: 'Use the ChatStore port in src/services.' },
        { name: 'Office', message: 'Use the MailHost port in src/services.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*'], message: 'Use the Identity port in src/services.' },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
