import { createServer } from 'node:net';

/**
 * Fails when another process already listens on HOST:PORT, so that a server that could not listen
 * stops before it opens the database in DATA_DIR (issue 14, point 6). Only a port in use counts:
 * any other error is left to the real `listen`, which may bind addresses this probe cannot (for
 * 'localhost', both IPv4 and IPv6). A check, not a reservation: another process may still take the
 * port before the server listens, and the server then closes the database before it exits.
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const inUse = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'EADDRINUSE'));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(false)));
  });
  if (inUse) {
    throw new Error(
      `Another process is listening on ${host}:${port}. Stop it or set another PORT; ` +
        'the database was not opened.',
    );
  }
}
