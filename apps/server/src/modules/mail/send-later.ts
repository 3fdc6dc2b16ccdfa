import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './message.ts';

/**
 * Sends a message without making the caller wait: requests whose answer must not reveal whether
 * an account exists answer at once whatever the mail server does. Failures are logged (address
 * and subject only) and `onSent` runs after a successful delivery.
 */
export function sendLater(
  mailer: Mailer,
  log: FastifyBaseLogger,
  message: MailMessage,
  onSent?: () => Promise<void>,
): void {
  void mailer
    .send(message)
    .then(() => onSent?.())
    .catch((err: unknown) => {
      log.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent');
    });
}
