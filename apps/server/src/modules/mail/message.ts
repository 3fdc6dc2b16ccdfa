/** One outgoing email. Texts are final (already localised); `html` is optional. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The one way the server sends mail: SMTP in production, the developer outbox otherwise. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
