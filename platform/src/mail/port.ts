/** A plain-text mail Bayline sends (invitations, password reset links). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** A mail as the outbox keeps it. */
export interface SentMail extends MailMessage {
  id: string;
  from: string;
  at: string;
}

/**
 * Sends mail. Embedded, the mail is kept in an outbox in the data folder, which support users read; distributed,
 * it is handed to an SMTP server.
 */
export interface MailPort {
  /** Resolves once the mail is kept (outbox) or accepted by the server (SMTP); rejects with the reason otherwise. */
  send(message: MailMessage): Promise<void>;
  /** The kept mail, newest first: only an adapter that keeps it (the outbox) has one. */
  readonly outbox?: { list(limit: number): Promise<SentMail[]> };
  close(): Promise<void>;
}

/** A header value must stay on one line: nothing a mail is built from may add a header of its own. */
export function assertOneLine(name: string, value: string) {
  if (/[\r\n]/.test(value)) throw new Error(`The mail's ${name} must be one line`);
}
