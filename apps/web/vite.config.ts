import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server listens on 3001 during development (scripts/dev.mjs); the built app is served by
// the API server itself, so production needs no proxy.
// /dev-idp is the built-in development identity provider (docs/decisions/008-single-sign-on.md).
const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false },
  '/dev-idp': { target: 'http://127.0.0.1:3001', changeOrigin: false },
};

/**
 * The Mantine parts every first screen draws (the core, and the components of the sign-in page
 * and the participant home's frame), in one chunk instead of some twenty small files: each file
 * costs an import and its own gzip window on the first load's budget (about 9 KB in all).
 */
const FIRST_SCREEN_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Button',
  'Center',
  'CloseButton',
  'Combobox/ComboboxChevron',
  'Container',
  'Divider',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'NativeSelect',
  'Paper',
  'PasswordInput',
  'SimpleGrid',
  'Stack',
  'Text',
  'TextInput',
  'Title',
  'Transition',
  'UnstyledButton',
];

function isFirstScreenMantine(id: string): boolean {
  const path = id.replace(/\\/g, '/');
  if (path.includes('/node_modules/clsx/')) return true;
  const inCore = path.match(/\/node_modules\/@mantine\/core\/esm\/(.*)$/)?.[1];
  if (inCore === undefined) return false;
  if (inCore.startsWith('core/')) return !inCore.startsWith('core/utils/');
  // A trailing slash: 'Text/' is not 'Textarea/'.
  return FIRST_SCREEN_COMPONENTS.some((name) => inCore.startsWith(`components/${name}/`));
}

/**
 * The Mantine parts the participant home and the navigation bar add (with the scroll lock of their
 * dialogs), in one chunk and one style sheet instead of some twenty-five small files (issue 22).
 * Screens behind sign-in share it; parts the first load already has stay there (app-start below
 * comes first).
 */
/** Components whose code the home draws at once (its dialogs' code loads when opened). */
const HOME_COMPONENTS = ['Badge', 'Portal', 'Switch', 'Tabs', 'VisuallyHidden'];
/** Style sheets the home's screens import (the dialogs' too: they are imported with the screen). */
const HOME_STYLES = [
  ...HOME_COMPONENTS,
  'Card',
  'InlineInput',
  'List',
  'Modal',
  'ModalBase',
  'Overlay',
  'ScrollArea',
];
const SCROLL_LOCK =
  /\/node_modules\/(react-remove-scroll|react-remove-scroll-bar|use-sidecar|tslib|react-style-singleton|use-callback-ref|get-nonce)\//;

function isHomeMantine(id: string): boolean {
  const path = id.replace(/\\/g, '/');
  if (SCROLL_LOCK.test(path)) return true;
  const style = path.match(/\/node_modules\/@mantine\/core\/styles\/(\w+)\.css$/)?.[1];
  if (style !== undefined) return HOME_STYLES.includes(style);
  const inCore = path.match(/\/node_modules\/@mantine\/core\/esm\/(.*)$/)?.[1];
  if (inCore === undefined) return false;
  if (/^utils\/(InlineInput|InputsGroupFieldset)\//.test(inCore)) return true;
  return HOME_COMPONENTS.some((name) => inCore.startsWith(`components/${name}/`));
}

/**
 * React Router's package points bundlers at its development build (warnings on); a production
 * build takes the production files.
 */
const reactRouterProduction = [
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('../../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
];

export default defineConfig(({ command }) => ({
  // One .env at the repository root serves the server and the build (VITE_* keys).
  envDir: '../..',
  plugins: [react()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    // The server and the bundle-budget check read .vite/manifest.json to know what a page loads.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // React and React DOM load with every page: one chunk for them, instead of the small
        // pieces the bundler splits off when lazily loaded games share parts of React DOM (each
        // piece costs an import and a wrapper on the first load's budget).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 10,
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            { name: 'mantine-base', priority: 5, test: isFirstScreenMantine },
            // The rest of what every first load needs (the entry's static imports: i18next, the
            // session store, shared helpers) in one file instead of about ten small ones: over
            // HTTP/1.1 a browser has six connections, and each file waits for one (issue 22).
            { name: 'app-start', priority: 4, tags: ['$initial'] },
            { name: 'mantine-home', priority: 3, test: isHomeMantine },
          ],
        },
      },
    },
  },
}));
