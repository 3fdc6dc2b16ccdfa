import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server listens on 3001 during development (scripts/dev.mjs); the built app is served by
// the API server itself, so production needs no proxy.
// /dev-idp is the built-in development identity provider (docs/decisions/008-single-sign-on.md).
const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false },
  '/dev-idp': { target: 'http://127.0.0.1:3001', changeOrigin: false },
};

export default defineConfig({
  // One .env at the repository root serves the server and the build (VITE_* keys).
  envDir: '../..',
  plugins: [react()],
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
        // piece costs an import and a wrapper on the first load's budget). Only the top-level
        // copies: the PDF renderer's own scheduler (nested under @react-pdf) stays with the PDF.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /^(?!.*[\\/]@react-pdf[\\/]).*[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
