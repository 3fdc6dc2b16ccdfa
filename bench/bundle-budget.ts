/**
 * First-load budgets (non-negotiable 6): the gzip size of all JS and CSS a page loads on its first
 * visit. Two measurements in one run:
 *  - browser: the real /signin page served by the real server in Chromium; every JS and CSS
 *    response is gzipped (level 9) and summed;
 *  - manifest: from the build's .vite/manifest.json, the entry with its static imports and CSS plus
 *    the lazy modules a page renders with theirs (for pages behind sign-in too).
 * Prints figures and their ratio to the budget; `overBudget` names the rows above their budget, and
 * `npm run bench` then exits non-zero (a size, unlike the timings, does not depend on the machine).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';
import { REPO_ROOT, startServer } from './lib/server.ts';
import { DEMO_PASSWORD } from '../apps/server/src/modules/demo/demo-world.ts';

const KB = 1024;
const dist = join(REPO_ROOT, 'apps/web/dist');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Pages and the lazy modules they render on first load (besides the entry). The sign-in screen
 * comes with the entry (page-routes.tsx).
 */
export const PAGES = [
  { name: 'sign-in (/signin)', budgetKb: 150, modules: [] },
  {
    name: 'participant home (/)',
    budgetKb: 260,
    modules: [
      'src/lib/query-layer.tsx',
      'src/app/routes/screens/home-screen.tsx',
      'src/features/participant/participant-home-screen.tsx',
      'src/components/nav-bar/nav-bar.tsx',
      'src/components/toast-outlet.tsx',
    ],
  },
];

function gzipBytes(data: Buffer | string): number {
  return gzipSync(data, { level: 9 }).length;
}

/** Files a page loads first according to the build manifest. */
export function manifestFiles(modules: string[]): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build manifest: ${key} (run npm run build first)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  modules.forEach(visit);
  return [...files];
}

function manifestGzipKb(modules: string[]): number {
  const bytes = manifestFiles(modules).reduce(
    (sum, file) => sum + gzipBytes(readFileSync(join(dist, file))),
    0,
  );
  return bytes / KB;
}

/**
 * JS and CSS of one page load in Chromium. With `signInAs`, a student signs in first and the
 * measured load is a fresh visit of `path` with the session restored from the refresh cookie.
 */
async function browserGzipKb(
  baseUrl: string,
  path: string,
  signInAs?: { login: string; password: string },
): Promise<{ kb: number; files: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    if (signInAs) {
      await page.goto(`${baseUrl}/signin`);
      await page.getByLabel('Username or email').fill(signInAs.login);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(signInAs.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
      await page.waitForLoadState('networkidle');
    }
    const bodies: Promise<number>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        bodies.push(response.body().then(gzipBytes, () => 0));
      }
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(bodies);
    return { kb: sizes.reduce((a, b) => a + b, 0) / KB, files: sizes.length };
  } finally {
    await browser.close();
  }
}

export interface BudgetRow {
  page: string;
  method: string;
  kb: number;
  budgetKb: number;
}

export async function measureBundles(): Promise<BudgetRow[]> {
  const rows: BudgetRow[] = PAGES.map((p) => ({
    page: p.name,
    method: 'build manifest',
    kb: manifestGzipKb(p.modules),
    budgetKb: p.budgetKb,
  }));
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  try {
    const signIn = await browserGzipKb(server.baseUrl, '/signin');
    rows.unshift({
      page: PAGES[0]!.name,
      method: `Chromium, ${signIn.files} files`,
      kb: signIn.kb,
      budgetKb: PAGES[0]!.budgetKb,
    });
    const home = await browserGzipKb(server.baseUrl, '/', {
      login: 'student1',
      password: DEMO_PASSWORD,
    });
    rows.splice(2, 0, {
      page: PAGES[1]!.name,
      method: `Chromium, student1, ${home.files} files`,
      kb: home.kb,
      budgetKb: PAGES[1]!.budgetKb,
    });
  } finally {
    await server.stop();
  }
  return rows;
}

/** Rows whose page loads more than its budget. */
export function overBudget(rows: BudgetRow[]): BudgetRow[] {
  return rows.filter((r) => r.kb > r.budgetKb);
}

export function bundleTable(rows: BudgetRow[]): string {
  const lines = [
    '| Page | Measured by | JS + CSS (gzip) | Budget | Share of budget |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.method} | ${r.kb.toFixed(1)} KB | ${r.budgetKb} KB | ${((r.kb / r.budgetKb) * 100).toFixed(0)} % |`,
    ),
  ];
  return lines.join('\n');
}
