import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { spanishTextProblems } from './spanish-text.ts';

/**
 * Accessibility in every e2e test (issue 21, WCAG 2.1 AA): axe-core checks the pages a test
 * leaves open when it ends, and `expectAccessible` checks a page at any state a test wants to.
 * Serious and critical violations of the WCAG 2.0/2.1 A and AA rules fail the test; best-practice
 * rules that reach 'serious' (such as nested main landmarks) count too. With them, on a page (or a
 * part) in Spanish, every visible text must be Spanish catalogue text or data (spanish-text.ts):
 * a page in one language must not speak another one unannounced (WCAG 3.1.2).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING = new Set(['serious', 'critical']);

/**
 * One line per failing rule: the rule, how many elements, the first element and the help text;
 * then one line per English or unknown text on a Spanish page.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const analyze = () => new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  // A page still navigating (a test that ends on a click) loses axe's context: once more after it.
  const results = await analyze().catch(async (error: unknown) => {
    if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    await page.waitForLoadState('load', { timeout: 5_000 }).catch(() => {});
    return analyze();
  });
  const axe = results.violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => {
      const first = v.nodes[0];
      const where = first ? ` at ${first.target.join(' ')}: ${first.failureSummary ?? ''}` : '';
      return `${v.id} (${v.impact}, ${v.nodes.length} elements): ${v.help}${where}`;
    });
  return [...axe, ...(await spanishTextProblems(page))];
}

/** Fails with the list of violations when axe finds any serious or critical one on the page. */
export async function expectAccessible(page: Page, state = page.url()): Promise<void> {
  const violations = await accessibilityViolations(page);
  expect(violations, `accessibility violations on ${state}`).toEqual([]);
}

/** Pages of our own app (not the fake external game sites, nor PDFs and blank tabs). */
function isAppPage(page: Page, baseURL: string | undefined): boolean {
  const url = page.url();
  return !page.isClosed() && baseURL !== undefined && url.startsWith(baseURL);
}

/**
 * The suite's `test`: the same as Playwright's, with an automatic check of every page the test's
 * browser context still has open when the test passed (a failing test keeps its own error).
 */
export const test = base.extend<{ axeAtEnd: void }>({
  axeAtEnd: [
    async ({ context, baseURL }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        if (!isAppPage(page, baseURL)) continue;
        // The test's last assertion saw the page settled: no network wait (it cost up to 5 s
        // a test on pages that poll).
        await page.waitForLoadState('load');
        await expectAccessible(page, `${page.url()} at the end of the test`);
      }
    },
    { auto: true },
  ],
});

export { expect };
