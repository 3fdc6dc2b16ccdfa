import { createHash, randomBytes } from 'node:crypto';
import { link, mkdtemp, realpath, rename, rm, stat, symlink, unlink } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/**
 * The lock of an embedded database folder: a UNIX socket listening in the folder (a named pipe on
 * Windows). The kernel lets one process bind it and takes it away when that process dies, however
 * it dies; a socket file left by a `kill -9` refuses connections and is taken over. Why a socket
 * and not a PID file: docs/decisions/023-data-directory-lock.md.
 */
const LOCK_NAME = 'roar-data.lock';
/** `sun_path` holds 104 bytes on macOS and 108 on Linux, with its NUL; libuv truncates longer. */
const MAX_SOCKET_PATH_BYTES = 100;
/** How long a process that accepts the connection may take to say who it is. */
const PROBE_TIMEOUT_MS = 2_000;
/** Rounds of bind, probe and stale takeover before giving up (each racer needs at most three). */
const MAX_ATTEMPTS = 10;

/** Who holds a lock, as the holding process describes itself. */
export interface LockHolder {
  pid: number;
  /** What the process is, e.g. "ROAR server on 127.0.0.1:3000". */
  owner: string;
  /** When it took the lock (ISO 8601). */
  since: string;
}

/** A held lock; `release` is idempotent. */
export interface DataDirLock {
  /** Where the socket listens. */
  readonly path: string;
  release(): Promise<void>;
}

/** Another live process holds the folder. The message says which and what to do. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `PID ${holder.pid}: ${holder.owner}, since ${holder.since}`
      : 'a process that did not say who it is';
    super(
      `The database folder ${dataDir} is in use by another process (${who}). ` +
        'Only one process may open an embedded database at a time: stop that process first, ' +
        'or give this one another DATA_DIR.',
    );
  }
}

type Probe = { state: 'live'; holder: LockHolder | null } | { state: 'dead' } | { state: 'gone' };

/**
 * Takes the exclusive lock of the embedded database folder `dataDir` (which must exist) before
 * anything opens the database in it. Throws `DataDirLockedError` while another live process, or
 * another open database of this process, holds it; a lock left by a process that died is taken
 * over. The lock lasts until `release()` or the end of the process, and never keeps the process
 * alive on its own.
 */
export async function lockDataDir(
  dataDir: string,
  options: { owner?: string } = {},
): Promise<DataDirLock> {
  const dir = await realpath(dataDir);
  const holder: LockHolder = {
    pid: process.pid,
    owner: options.owner ?? `${basename(process.argv[1] ?? process.execPath)} (node)`,
    since: new Date().toISOString(),
  };
  const lockPath =
    process.platform === 'win32'
      ? `\\\\.\\pipe\\roar-data-${createHash('sha256').update(dir.toLowerCase()).digest('hex').slice(0, 32)}`
      : join(dir, LOCK_NAME);

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const server = await viaShortPath(lockPath, (path) => listen(path, holder));
    if (server) return heldLock(server, lockPath);
    const probe = await viaShortPath(lockPath, probeLock);
    if (probe.state === 'live') throw new DataDirLockedError(dataDir, probe.holder);
    // A named pipe vanishes with its process: only a socket file can be stale.
    if (probe.state === 'dead' && process.platform !== 'win32') await removeStale(lockPath);
  }
  throw new Error(`Could not lock the database folder ${dataDir}: it changed hands too often.`);
}

function heldLock(server: Server, lockPath: string): DataDirLock {
  let released: Promise<void> | undefined;
  return {
    path: lockPath,
    release: () =>
      (released ??= (async () => {
        // Closing unlinks the path the socket was bound through. A long path was bound through an
        // alias that is gone by now, so its socket file is removed first, while it still listens
        // (no other process removes a live one).
        const ino = boundInodes.get(server);
        if (ino !== undefined && !isShort(lockPath)) await removeOwn(lockPath, ino);
        await new Promise<void>((resolve) => server.close(() => resolve()));
      })()),
  };
}

/** Removes this process's socket file, and nothing else, from `lockPath`. */
async function removeOwn(lockPath: string, ino: number): Promise<void> {
  const aside = `${lockPath}.released-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await rename(lockPath, aside);
  } catch {
    return;
  }
  const moved = await stat(aside).catch(() => null);
  if (moved && moved.ino !== ino) await link(aside, lockPath).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

/** Inode of each socket file this process bound. */
const boundInodes = new WeakMap<Server, number>();

function isShort(path: string): boolean {
  return process.platform === 'win32' || Buffer.byteLength(path) <= MAX_SOCKET_PATH_BYTES;
}

/** Binds the socket; answers null when the path is taken (EADDRINUSE). */
function listen(path: string, holder: LockHolder): Promise<Server | null> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      socket.on('error', () => undefined);
      // A prober that never hangs up must not hold up `release`.
      socket.setTimeout(PROBE_TIMEOUT_MS, () => socket.destroy());
      socket.end(`${JSON.stringify(holder)}\n`);
    });
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') resolve(null);
      else reject(new Error(`Could not create the lock ${path}: ${err.message}`, { cause: err }));
    });
    server.listen(path, () => {
      // A failed accept later (too many open files) must not end the holder: it keeps the lock.
      server.on('error', () => undefined);
      server.unref();
      if (process.platform === 'win32') return resolve(server);
      stat(path).then(
        ({ ino }) => {
          boundInodes.set(server, ino);
          resolve(server);
        },
        (err: unknown) => server.close(() => reject(err)),
      );
    });
  });
}

/**
 * Connects to the lock: a listener is a live holder (and says who it is); a refused connection
 * is a socket file whose process died (or any other file in its place); no file is no holder.
 */
function probeLock(path: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    let connected = false;
    let answer = '';
    const socket = connect(path);
    const done = (probe: Probe) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(probe);
    };
    // Connected but silent (a stopped process still holds its socket): live, unknown holder.
    const timer = setTimeout(() => done({ state: 'live', holder: null }), PROBE_TIMEOUT_MS);
    socket.setEncoding('utf8');
    socket.on('connect', () => (connected = true));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => done({ state: 'live', holder: parseHolder(answer) }));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (connected) done({ state: 'live', holder: parseHolder(answer) });
      else if (err.code === 'ECONNREFUSED' || err.code === 'ENOTSOCK') done({ state: 'dead' });
      else if (err.code === 'ENOENT') done({ state: 'gone' });
      else {
        clearTimeout(timer);
        reject(new Error(`Could not check the lock ${path}: ${err.message}`, { cause: err }));
      }
    });
  });
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number'
      ? { pid: value.pid, owner: String(value.owner), since: String(value.since) }
      : null;
  } catch {
    return null;
  }
}

/**
 * Removes a socket file found dead, never a live one: it is first renamed aside (one racer gets
 * it), checked again there, and put back if a racer's live socket was moved instead.
 */
async function removeStale(lockPath: string): Promise<void> {
  const aside = `${lockPath}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await rename(lockPath, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = await viaShortPath(aside, probeLock);
  if (moved.state === 'live') await link(aside, lockPath).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

/**
 * Runs `fn` with a socket path short enough to bind or connect: a long one is reached through a
 * symbolic link to its folder in the temporary folder, removed afterwards (the socket itself stays
 * in the data folder).
 */
async function viaShortPath<T>(path: string, fn: (path: string) => Promise<T>): Promise<T> {
  if (isShort(path)) return fn(path);
  const aliasParent = await mkdtemp(join(tmpdir(), 'roar-lock-'));
  const alias = join(aliasParent, 'd');
  try {
    await symlink(join(path, '..'), alias, 'dir');
    const short = join(alias, basename(path));
    if (Buffer.byteLength(short) > MAX_SOCKET_PATH_BYTES) {
      throw new Error(
        `Could not create the lock ${path}: the temporary folder's path is too long.`,
      );
    }
    return await fn(short);
  } finally {
    await rm(aliasParent, { recursive: true, force: true });
  }
}
