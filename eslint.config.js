import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FIREBASE = { group: ['firebase', 'firebase/*'], message: 'Use the Identity port in src/services.' };
const NO_FEATURES_OR_APP = {
  regex: '^\\.\\.?/(.*/)?(features|app)(/|$)',
  caseSensitive: true,
  message:
    'src/ui, src/lib, src/shared, src/effects and src/services sit below the features and the app: never import them.',
};
const NO_STORE = {
  regex: '^\\.\\.?/(.*/)?app/store$',
  caseSensitive: true,
  message: 'Features never import the store: RootState comes from app/rootReducer, dispatch from app/hooks.',
};
// A view is a PascalCase module; a sibling feature's is `../<feature>/<View>`.
const NO_OTHER_FEATURE_VIEWS = {
  regex: '^\\.\\./[^/]+/[A-Z][^/]*$',
  caseSensitive: true,
  message: "A feature never imports another feature's views: the screen (src/app) composes them.",
};

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
      'scripts/**/*.{mjs,ts}',
      'bench/**/*.{mjs,ts}',
      'eval/**/*.ts',
      'test/eval/**/*.ts',
      'src/firstScreen/build/*.ts',
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
      'no-restricted-imports': ['error', { patterns: [FIREBASE] }],
    },
  },
  // Layers (docs/ARCHITECTURE.md): app composes features; features use shared, lib, ui and the ports;
  // ui, lib, shared and services never reach up. One block per folder: a later block replaces the rule.
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.ts', 'src/shared/**/*.ts', 'src/effects/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FIREBASE, NO_FEATURES_OR_APP] }] },
  },
  {
    files: ['src/services/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_FEATURES_OR_APP] }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [FIREBASE, NO_STORE, NO_OTHER_FEATURE_VIEWS] }],
    },
  },
  {
    // Behaviour decides on an error's kind (or class, code, status), never on its English text.
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='message']",
          "CallExpression[callee.property.name=/^(includes|startsWith|endsWith|match|test)$/][callee.object.property.name='message']",
          "CallExpression[callee.property.name=/^(test|exec)$/] > MemberExpression.arguments[property.name='message']",
          "SwitchStatement > MemberExpression.discriminant[property.name='message']",
          "MemberExpression[computed=true] > MemberExpression.property[property.name='message']",
        ].map((selector) => ({
          selector,
          message:
            "Do not decide on an error's message: decide on its kind (MailHostError.kind, ApiError.kind, StreamError.kind, ThreadError.reason, IdentityError.code). Messages are only shown.",
        })),
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
