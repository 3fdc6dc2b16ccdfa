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
    // The server may read the games' server-safe registry (@roar/tasks/registry: declarations,
    // item banks, scoring, simulate; no React, no DOM) and the survey's pure parts
    // (@roar/tasks/survey: questions, answers, counts), never the players or the runtime.
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ours('web', 'web/*'),
              message: 'the server imports contracts, db, scoring, the tasks registry and survey.',
            },
            {
              regex: '^@roar/tasks(?!/(registry|survey)$)(/.*)?$',
              message: 'the server imports only @roar/tasks/registry and /survey of the games.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server-safe registry and the games' declarations load on the server: no React, no DOM.
    files: ['packages/tasks/src/registry/**', 'packages/tasks/src/*/definition.ts'],
    ignores: ['packages/tasks/src/registry/loaders.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ours('db', 'web', 'server'),
              message: 'tasks imports only scoring and contracts.',
            },
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
              message: 'declarations are server-safe.',
            },
            {
              regex:
                '(^|/)(ui|runtime/(audio|input|trial-clock|trial-queue|run-uploader))(\\.tsx?)?$|/play(\\.ts)?$|/load(\\.ts)?$',
              message: 'declarations are server-safe: no players, screens or browser runtime.',
            },
          ],
        },
      ],
    },
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
  // Layers inside the server: routes speak HTTP and call the module services, which do the
  // database work; plugins (authentication, attestation...) use lib, never a module: app.ts wires
  // the modules' implementations in. The typescript-eslint twin of no-restricted-imports keeps the
  // workspace rule of the apps/server block above in force; it refuses type-only imports too.
  {
    files: ['apps/server/src/routes/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ours('db', 'db/*'),
              message:
                'routes call the services of apps/server/src/modules, which use the database.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/plugins/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/plugins',
              from: './apps/server/src/modules',
              message:
                'plugins do not import modules: put what they share in lib, wire it in app.ts.',
            },
          ],
        },
      ],
    },
  },
);
