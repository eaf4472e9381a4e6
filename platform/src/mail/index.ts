export { createOutboxMail } from './outbox.ts';
export type { MailPort, SentMail } from './port.ts';
export { createSmtpMail } from './smtp.ts';
