import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort, startServer } from './server-process.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

describe('server process', () => {
  it('seeds an empty embedded database once, reuses it, and exits cleanly on SIGTERM and SIGINT', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roar-data-'));
    const port = String(await freePort());
    const env = {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: '/nonexistent',
    };
    try {
      const first = await startServer(env);
      expect(first.output()).toContain('demo world seeded');
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = await startServer(env);
      expect(second.output()).toContain('demo seed skipped');
      expect(second.output()).not.toContain('demo world seeded');
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('refuses to start with an invalid environment and says which key is wrong', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (d) => (output += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PORT');
  }, 30_000);
});
