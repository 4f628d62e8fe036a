// Lint rules for the whole workspace: TypeScript's recommended set, the
// rules of hooks, and a ban on reading browser globals at module scope in the
// storefront (pages will also render on the server).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // @mall/ui is presentation only: no data fetching, no routing, no contract imports (another mall may have
    // another backend). Its tests may read the contract, to check the forms' rules against the server's.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: '@mall/ui does not route: take an href and render the Link component.' },
            { name: 'react-router-dom', message: '@mall/ui does not route: take an href and render the Link component.' },
            { name: 'swr', message: '@mall/ui does not fetch: take data in props.' },
            { name: '@mall/api', message: '@mall/ui declares its own prop shapes.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: '@mall/ui does not fetch: take data in props.' }],
    },
  },
);
