import type { MailMessage } from './message.ts';

/** A message kept by the developer outbox. */
export interface OutboxEntry extends MailMessage {
  id: number;
  sentAt: Date;
}

const LINK = /https?:\/\/[^\s<>"')]+/g;

/** The http(s) links in a text, in order. */
export function linksIn(text: string): string[] {
  return text.match(LINK) ?? [];
}

/**
 * The last messages "sent" while no SMTP server is configured (development, tests, the e2e run),
 * in memory, so a developer can open the links at /dev/outbox.
 */
export class DevOutbox {
  private entries: OutboxEntry[] = [];
  private nextId = 1;

  constructor(private readonly capacity = 100) {}

  add(message: MailMessage, sentAt = new Date()): OutboxEntry {
    const entry = { ...message, id: this.nextId++, sentAt };
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.shift();
    return entry;
  }

  /** Newest first. */
  list(): OutboxEntry[] {
    return [...this.entries].reverse();
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A text with its links made clickable; everything else escaped. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const index = match.index;
    html += escapeHtml(text.slice(last, index));
    const href = escapeHtml(match[0]);
    html += `<a href="${href}">${href}</a>`;
    last = index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * The outbox page: plain server-rendered HTML, every value escaped, no script at all (the CSP
 * allows no inline script; a style element is allowed).
 */
export function renderOutboxPage(entries: readonly OutboxEntry[]): string {
  const items = entries
    .map(
      (m) => `<li class="message">
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.sentAt.toISOString()}">${escapeHtml(m.sentAt.toISOString())}</time></p>
<pre>${linkify(m.text)}</pre>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Developer outbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 50rem; padding: 0 1rem; }
ol { list-style: none; padding: 0; }
.message { border: 1px solid #ccc; border-radius: 6px; margin-bottom: 1rem; padding: 0 1rem; }
.meta { color: #555; }
pre { white-space: pre-wrap; word-break: break-word; }
</style>
</head>
<body>
<main>
<h1>Developer outbox</h1>
<p>Mail the server would have sent, newest first (the last 100, kept in memory). No SMTP server is configured (SMTP_URL).</p>
${entries.length ? `<ol>\n${items}\n</ol>` : '<p>No messages yet.</p>'}
</main>
</body>
</html>
`;
}
