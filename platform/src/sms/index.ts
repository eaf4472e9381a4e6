export { createOutboxSms } from './outbox.ts';
export {
  inboundSignature,
  type KeptText,
  mediaUrlsOf,
  type OutgoingMedia,
  type OutgoingText,
  type SentText,
  type SmsPort,
  TextRefusedError,
} from './port.ts';
export { createProviderSms, type ProviderOptions } from './provider.ts';
