export { createOutboxMail } from './outbox.ts';
export type { MailMessage, MailPort, SentMail } from './port.ts';
export { createSmtpMail, type SmtpOptions } from './smtp.ts';
