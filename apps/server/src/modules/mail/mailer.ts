import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import { DevOutbox, linksIn } from './dev-outbox.ts';
import type { MailMessage, Mailer } from './message.ts';

export type { MailMessage, Mailer };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * A mailer over SMTP. A plain smtp:// server on this machine (a test sink, a local relay) is used
 * without STARTTLS: there is nothing to protect on loopback and such sinks have no certificate.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const url = new URL(smtpUrl);
  const ignoreTLS = url.protocol === 'smtp:' && LOOPBACK_HOSTS.has(url.hostname);
  const transport = createTransport({ url: smtpUrl, ignoreTLS }, { from });
  return {
    async send(message) {
      await transport.sendMail({ ...message, from });
    },
    close: () => transport.close(),
  };
}

/** A mailer that keeps messages in the developer outbox and logs what was sent (never bodies). */
export function createOutboxMailer(outbox: DevOutbox, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      outbox.add(message);
      log.info(
        { to: message.to, subject: message.subject, links: linksIn(message.text) },
        'mail kept in the developer outbox (/dev/outbox)',
      );
    },
  };
}

/**
 * The mailer the env asks for: SMTP when SMTP_URL is set, else the developer outbox (parseEnv
 * refuses a production environment without SMTP_URL, so the outbox never runs in production).
 */
export function createMailer(
  env: Env,
  log: FastifyBaseLogger,
): { mailer: Mailer & { close?(): void }; outbox: DevOutbox | null } {
  if (env.SMTP_URL) return { mailer: createSmtpMailer(env.SMTP_URL, env.MAIL_FROM), outbox: null };
  if (env.isProduction) throw new Error('SMTP_URL is required in production');
  const outbox = new DevOutbox();
  return { mailer: createOutboxMailer(outbox, log), outbox };
}
