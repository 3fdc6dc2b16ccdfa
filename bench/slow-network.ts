/**
 * Pages that paint on a slow network (issue 22): the sign-in page and the participant home opened
 * in the system Chromium with DevTools' 'Slow 3G' profile (400 ms latency, 400 kbit/s each way) and
 * a CPU four times slower, each with a cold cache, served by the real server over plain HTTP/1.1
 * (what a browser meets on http://localhost; production runs HTTP/2 behind a TLS proxy, see the
 * README's production notes). Reports Largest Contentful Paint, First Contentful Paint, the number
 * of requests, the bytes they took and the bytes of their response headers. Targets: the sign-in
 * form within 5 s, the participant home within 8 s.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';
import { startServer } from './lib/server.ts';
import { DEMO_PASSWORD } from '../apps/server/src/modules/demo/demo-world.ts';

/** Chrome DevTools' 'Slow 3G' preset and its CPU throttling. */
export const SLOW_3G = {
  offline: false,
  latency: 400,
  // Bytes per second: 400 kbit/s.
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};
export const CPU_SLOWDOWN = 4;

export interface PaintRow {
  page: string;
  targetMs: number;
  lcpMs: number;
  fcpMs: number;
  requests: number;
  /** Requests for JS and CSS, and how many of them the document or a script preloaded. */
  scripts: number;
  preloaded: number;
  kb: number;
  headerBytesPerResponse: number;
}

/** Keeps every largest-contentful-paint entry for the page to read later. */
function recordLcp() {
  const found: number[] = [];
  (window as unknown as { lcpTimes: number[] }).lcpTimes = found;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) found.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function measureLoad(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<Omit<PaintRow, 'page' | 'targetMs'>> {
  await page.addInitScript(recordLcp);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Cold cache: nothing the sign-in before it loaded may be reused.
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  let requests = 0;
  let bytes = 0;
  let headerBytes = 0;
  let responses = 0;
  cdp.on('Network.requestWillBeSent', () => {
    requests += 1;
  });
  cdp.on('Network.responseReceived', (event) => {
    responses += 1;
    headerBytes += Object.entries(event.response.headers).reduce(
      (sum, [name, value]) => sum + name.length + String(value).length + 4,
      0,
    );
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });

  await page.goto(url, { timeout: 120_000 });
  await ready(page);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const paint = await page.evaluate(() => ({
    lcp: (window as unknown as { lcpTimes: number[] }).lcpTimes.at(-1) ?? NaN,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    scripts: performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => /\.(js|css)$/.test(new URL(name).pathname)),
    // A <link> (modulepreload or stylesheet) asked for it, rather than an import found late.
    linked: Array.from(document.querySelectorAll<HTMLLinkElement>('link[href]'))
      .filter((link) => ['modulepreload', 'stylesheet', 'preload'].includes(link.rel))
      .map((link) => link.href),
  }));
  await cdp.detach();
  return {
    lcpMs: paint.lcp,
    fcpMs: paint.fcp,
    requests,
    scripts: paint.scripts.length,
    preloaded: paint.scripts.filter((name) => paint.linked.includes(name)).length,
    kb: bytes / 1024,
    headerBytesPerResponse: responses > 0 ? headerBytes / responses : 0,
  };
}

/**
 * A page where student1 has signed in. The session restores on the next load of the same tab (the
 * stored session state is per tab; the refresh cookie is the browser's).
 */
async function signedInPage(context: BrowserContext, baseUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Username or email').fill('student1');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
  await page.waitForLoadState('networkidle');
  return page;
}

export async function measureSlowNetwork(): Promise<PaintRow[]> {
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const cold = await browser.newContext();
    const signIn = await measureLoad(
      await cold.newPage(),
      `${server.baseUrl}/signin`,
      async (page) => {
        await page
          .getByRole('button', { name: 'Log in', exact: true })
          .waitFor({ timeout: 120_000 });
      },
    );
    await cold.close();
    const signedIn = await browser.newContext();
    const home = await measureLoad(
      await signedInPage(signedIn, server.baseUrl),
      `${server.baseUrl}/`,
      async (page) => {
        await page.getByRole('tablist', { name: 'Tasks' }).waitFor({ timeout: 120_000 });
      },
    );
    await signedIn.close();
    return [
      { page: 'sign-in (/signin)', targetMs: 5000, ...signIn },
      { page: 'participant home (/), student1', targetMs: 8000, ...home },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function slowNetworkTable(rows: PaintRow[]): string {
  const lines = [
    '| Page | LCP | FCP | Target (LCP) | Met | Requests | JS + CSS requests (preloaded) | Transferred | Header bytes per response |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${seconds(r.lcpMs)} | ${seconds(r.fcpMs)} | ${seconds(r.targetMs)} | ${r.lcpMs <= r.targetMs ? 'yes' : 'no'} | ${r.requests} | ${r.scripts} (${r.preloaded}) | ${r.kb.toFixed(0)} KB | ${r.headerBytesPerResponse.toFixed(0)} |`,
    ),
  ];
  return lines.join('\n');
}

// `npx tsx bench/slow-network.ts` runs this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(slowNetworkTable(await measureSlowNetwork()));
}
