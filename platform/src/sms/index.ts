export { createOutboxSms } from './outbox.ts';
export { type KeptText, type OutgoingMedia, type SentText, type SmsPort, TextRefusedError } from './port.ts';
export { createProviderSms } from './provider.ts';
