import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit resolves paths from the working directory (and needs a relative `out`), so they are
// computed from this file's folder: `npm run db:generate` at the root and `npx drizzle-kit generate`
// inside packages/db then write the same files.
const here = relative(process.cwd(), fileURLToPath(new URL('.', import.meta.url))) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: `${here}/src/schema/index.ts`,
  out: `${here}/migrations`,
  casing: 'snake_case',
});
