// Lint rules that keep the dependency direction of docs/decisions/001 one-way.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ours = (...names) => names.map((n) => `@roar/${n}`);
const forbid = (names, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: names.flatMap((n) => [n, `${n}/*`]), message }] },
  ],
});

// Inside apps/web, a feature never imports another feature: routes compose them.
const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureZones = features.map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message: 'Features do not import each other; compose them in app/routes.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'reports/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/tasks/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // One-way dependencies between workspaces (architecture.md section 2).
  {
    files: ['packages/contracts/**'],
    rules: forbid(
      ours('db', 'scoring', 'tasks', 'web', 'server'),
      'contracts imports nothing of ours.',
    ),
  },
  {
    files: ['packages/db/**'],
    rules: forbid(
      ours('contracts', 'scoring', 'tasks', 'web', 'server'),
      'db imports no other package of ours.',
    ),
  },
  {
    files: ['packages/scoring/**'],
    rules: forbid(ours('db', 'tasks', 'web', 'server'), 'scoring imports only contracts.'),
  },
  {
    files: ['packages/tasks/**'],
    rules: forbid(ours('db', 'web', 'server'), 'tasks imports only scoring and contracts.'),
  },
  {
    files: ['apps/server/**'],
    rules: forbid(ours('web', 'tasks'), 'the server imports contracts, db and scoring.'),
  },
  {
    files: ['apps/web/**'],
    rules: {
      ...forbid(ours('db', 'server'), 'the web app never imports the server or the database.'),
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/i18n',
                './apps/web/src/stores',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not import features or the app layer.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
