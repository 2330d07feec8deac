// Lint: typescript-eslint, React hooks, and the module boundaries of the architecture page, enforced here
// rather than hoped for: no remote imports another remote's or the shell's source, the shell imports no remote,
// shared packages import no app, and the API imports no front-end code.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-catalog', 'mf-cart', 'mf-account', 'mf-admin'];

/**
 * Imports of the given workspace packages (by name). Reaching into another workspace by a relative path is caught
 * for every file by import-x/no-relative-packages.
 */
function forbidden(packages, message) {
  return {
    'no-restricted-imports': ['error', { patterns: [{ group: packages.flatMap((name) => [name, `${name}/*`]), message }] }],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-dev/**', '**/dist-maps/**', '**/node_modules/**', 'api/data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench/tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-relative-packages': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['shell/src/**', 'mf-*/src/**', 'shared/*/src/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['shell/public/sw.js'], languageOptions: { globals: { ...globals.serviceworker } } },
  { files: ['shared/*/src/**'], rules: forbidden([...APPS, '@bookshop/api'], 'Shared packages import no app.') },
  { files: ['shell/src/**'], rules: forbidden(['mf-catalog', 'mf-cart', 'mf-account', 'mf-admin', '@bookshop/api'], 'The shell loads remotes at run time only (RemoteSlot).') },
  ...['mf-catalog', 'mf-cart', 'mf-account', 'mf-admin'].map((remote) => ({
    files: [`${remote}/src/**`],
    rules: forbidden(
      [...APPS.filter((app) => app !== remote), '@bookshop/api'],
      'A remote imports only shared packages; other remotes are reached through exposed modules (RemoteSlot).',
    ),
  })),
  {
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: 'Use ../support/test: its test fails on any Content-Security-Policy violation in the browser.' }] },
      ],
    },
  },
  { files: ['api/**'], rules: forbidden([...APPS, '@bookshop/e2e', '@bookshop/ui', '@bookshop/store', '@bookshop/i18n', '@bookshop/api-client', '@bookshop/event-bus'], 'The API imports no front-end code (contracts only).') },
);
