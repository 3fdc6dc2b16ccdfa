/**
 * The e2e web server: a loopback SMTP sink, then the real server sending its mail there
 * (SMTP_URL), so email tests read what a real mail server received. Each message is written as
 * an .eml file to reports/e2e-mail/, which tests read (tests/mailbox.ts).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR } from './mail-dir.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(MAIL_DIR, { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });

let count = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      writeFileSync(join(MAIL_DIR, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});

sink.listen(0, '127.0.0.1', () => {
  const { port } = sink.server.address() as AddressInfo;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${port}` },
    stdio: 'inherit',
  });
  const stop = (signal: NodeJS.Signals) => server.kill(signal);
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  server.on('exit', (code) => {
    sink.close(() => process.exit(code ?? 0));
  });
});
