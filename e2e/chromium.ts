import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Absolute path of the system Chromium (Playwright never downloads a browser here). CHROMIUM_PATH
 * wins; otherwise the first `chromium` on PATH.
 */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  for (const candidate of ['chromium', 'chromium-browser']) {
    try {
      const found = execSync(`command -v ${candidate}`, { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
      if (found && existsSync(found)) return found;
    } catch {
      // not on PATH: try the next name
    }
  }
  throw new Error(
    'Chromium not found: install it with `apt-get install -y chromium` or set CHROMIUM_PATH.',
  );
}

/** Flags for a headless Chromium on a machine without network or GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
