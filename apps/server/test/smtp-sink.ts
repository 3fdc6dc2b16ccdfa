import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the sink received, decoded enough for tests to read it. */
export interface SunkMessage {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | undefined;
  raw: string;
}

function unfoldHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=`) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const end = raw.indexOf('\r\n\r\n');
  return end < 0
    ? { headers: unfoldHeaders(raw), body: '' }
    : { headers: unfoldHeaders(raw.slice(0, end)), body: raw.slice(end + 4) };
}

/** The leaf parts of a MIME message (multipart/* flattened). */
function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const chunks = part.body.split(`--${boundary}`).slice(1);
  return chunks
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''))));
}

/** Parses what nodemailer sends: headers, and the text and HTML parts, decoded. */
export function parseMessage(raw: string): Omit<SunkMessage, 'from' | 'to'> {
  const message = splitPart(raw);
  const textOf = (mime: string) => {
    const found = leaves(message).find((p) =>
      (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(mime),
    );
    return found
      ? decodeBody(found.body, found.headers.get('content-transfer-encoding'))
      : undefined;
  };
  return {
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: textOf('text/plain') ?? '',
    html: textOf('text/html'),
    raw,
  };
}

export interface SmtpSink {
  /** smtp:// URL for SMTP_URL. */
  url: string;
  messages: SunkMessage[];
  /** Resolves with the first message (from now on, or already received) for which `match` holds. */
  waitFor(match: (m: SunkMessage) => boolean, timeoutMs?: number): Promise<SunkMessage>;
  /** Resolves after `ms` of quiet: used to check that nothing was sent. */
  settle(ms?: number): Promise<void>;
  /**
   * Refuses the next `count` recipients (RCPT TO) with the SMTP reply `code`: a 4xx is a
   * transient refusal (try again later), a 5xx a permanent one (e.g. 550 mailbox unavailable).
   */
  refuse(count: number, code: number): void;
  /** The recipients refused so far, in order, with the reply code they got. */
  refused: { to: string; code: number }[];
  close(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 (random port) that accepts every message (unless told to refuse
 * some), without authentication or STARTTLS, and keeps it parsed. Tests point SMTP_URL at it to see the real mail path.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMessage[] = [];
  const refused: { to: string; code: number }[] = [];
  let refusals: { left: number; code: number } = { left: 0, code: 550 };
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusals.left <= 0) return callback();
      refusals.left -= 1;
      refused.push({ to: address.address, code: refusals.code });
      const err = new Error(
        refusals.code >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try again later',
      ) as Error & { responseCode: number };
      err.responseCode = refusals.code;
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const parsed = parseMessage(Buffer.concat(chunks).toString('utf8'));
        const from = session.envelope.mailFrom;
        messages.push({
          ...parsed,
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    settle: (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms)),
    refuse(count, code) {
      refusals = { left: count, code };
    },
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link to `path` in a mail's text. */
export function linkIn(message: SunkMessage, path: string): URL {
  const found = message.text
    .match(/https?:\/\/\S+/g)
    ?.map((l) => new URL(l))
    .find((u) => u.pathname === path);
  if (!found) throw new Error(`no ${path} link in:\n${message.text}`);
  return found;
}
