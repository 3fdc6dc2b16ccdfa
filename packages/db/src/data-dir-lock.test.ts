import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './data-dir-lock.ts';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

const dirs: string[] = [];
const children: ChildProcess[] = [];
const locks: DataDirLock[] = [];

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'roar-lock-test-'));
  dirs.push(dir);
  return dir;
}

async function lock(dir: string, owner = 'this test'): Promise<DataDirLock> {
  const held = await lockDataDir(dir, { owner });
  locks.push(held);
  return held;
}

/** Another process that takes the lock of `dir` and keeps it until it is killed. */
async function holdInChild(dir: string): Promise<ChildProcess> {
  const script = `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
await lockDataDir(${JSON.stringify(dir)}, { owner: 'the child holder' });
console.log('locked');
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => String(d).includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

afterEach(async () => {
  await Promise.all(locks.splice(0).map((l) => l.release()));
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('lockDataDir', () => {
  it('refuses a second lock of the folder and says who holds it, until the first is released', async () => {
    const dir = await freshDir();
    const first = await lock(dir, 'the first holder');

    const refused = await lockDataDir(dir).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    const error = refused as DataDirLockedError;
    expect(error.holder).toMatchObject({ pid: process.pid, owner: 'the first holder' });
    expect(error.message).toContain(dir);
    expect(error.message).toContain(`PID ${process.pid}: the first holder`);
    expect(error.message).toContain('another DATA_DIR');

    await Promise.all([first.release(), first.release()]);
    expect(existsSync(first.path)).toBe(false);
    await lock(dir);
  });

  it('refuses while another live process holds the folder, naming its PID', async () => {
    const dir = await freshDir();
    const child = await holdInChild(dir);
    const refused = await lockDataDir(dir).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as DataDirLockedError).holder).toMatchObject({
      pid: child.pid,
      owner: 'the child holder',
    });
  });

  it('takes over the lock of a process killed with SIGKILL, without waiting', async () => {
    const dir = await freshDir();
    const child = await holdInChild(dir);
    await killHard(child);
    expect(await readdir(dir)).toContain('roar-data.lock');

    const started = performance.now();
    const held = await lock(dir);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await readdir(dir)).toEqual(['roar-data.lock']);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await held.release();
  });

  it('lets exactly one of two openers take over a stale lock at once', async () => {
    const dir = await freshDir();
    await killHard(await holdInChild(dir));
    const outcomes = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir)]);
    const held = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    locks.push(...held);
    expect(held).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(DataDirLockedError);
    expect((await readdir(dir)).sort()).toEqual(['roar-data.lock']);
  });

  it('treats another file in place of the socket as stale', async () => {
    const dir = await freshDir();
    await writeFile(join(dir, 'roar-data.lock'), 'left over');
    await lock(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('locks a folder whose path is too long for a socket address, and cleans up after itself', async () => {
    const dir = join(await freshDir(), 'a-rather-long-folder-name-'.repeat(5), 'data');
    await mkdir(dir, { recursive: true });
    expect(Buffer.byteLength(join(dir, 'roar-data.lock'))).toBeGreaterThan(108);
    const aliasesBefore = (await readdir(tmpdir())).filter((n) => n.startsWith('roar-lock-'));

    const first = await lock(dir);
    expect(await readdir(dir)).toEqual(['roar-data.lock']);
    const refused = await lockDataDir(dir).catch((e: unknown) => e);
    expect((refused as DataDirLockedError).holder?.pid).toBe(process.pid);
    await first.release();
    expect(await readdir(dir)).toEqual([]);

    const child = await holdInChild(dir);
    await killHard(child);
    await lock(dir);
    const aliasesAfter = (await readdir(tmpdir())).filter((n) => n.startsWith('roar-lock-'));
    expect(aliasesAfter.sort()).toEqual(aliasesBefore.sort());
  });
});
