// Builds the server once into apps/server/dist (ADR 033): `server.js` and `worker.js`, each one
// ES module with our workspace packages (TypeScript source, ADR 005) bundled in and every npm
// package left to node_modules, so native and data-carrying packages (argon2, PGlite, pdfkit) load
// from where npm put them. `npm start` builds it beside the web app and runs the output, so the
// server process itself compiles nothing.
import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));

/** Bare imports other than our own packages stay imports of node_modules. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@roar/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds into `outdir` (default apps/server/dist); returns the files written. */
export async function buildServer(outdir = `${here}dist`): Promise<string[]> {
  const result = await build({
    absWorkingDir: here,
    entryPoints: { server: 'src/server.ts', worker: 'src/worker.ts' },
    outdir,
    bundle: true,
    // The two entries share almost everything: one chunk holds it.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
    metafile: true,
  });
  return Object.keys(result.metafile.outputs);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outdir = process.argv[2];
  const files = await buildServer(outdir);
  console.warn(`server built: ${files.filter((f) => f.endsWith('.js')).join(', ')}`);
}
