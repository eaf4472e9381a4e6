import { createHmac, timingSafeEqual } from 'node:crypto';

/** A file a text carries. */
export interface OutgoingMedia {
  mediaId: string;
  fileName: string;
  contentType: string;
  /**
   * Where the provider fetches it without a session (a signed, expiring link), or null when Bayline has no public
   * address to give (BAYLINE_PUBLIC_URL unset): the text then goes without it.
   */
  url: string | null;
}

/** A text Bayline sends. `id` is the message's id and its idempotency key: the same id is never texted twice. */
export interface OutgoingText {
  id: string;
  /** 10 digits, as the customer's phone is kept. */
  to: string;
  /** The location's SMS phone, 10 digits. */
  from: string;
  body: string;
  /** The files it carries (none when absent). */
  media?: OutgoingMedia[];
}

/** The links a provider is given for a text's media: those it can reach. */
export const mediaUrlsOf = (text: OutgoingText) => (text.media ?? []).flatMap((m) => (m.url ? [m.url] : []));

/** What the provider answered: its own id for the text, and whether this id had been sent before. */
export interface SentText {
  providerId: string;
  /** True when the id was already sent (a retry after a crash): nothing new reached the customer. */
  duplicate: boolean;
}

/** A text as the outbox keeps it (`media` absent on texts kept before texts carried files). */
export interface KeptText extends OutgoingText {
  providerId: string;
  at: string;
}

/** The provider refused the text for good (a number that cannot take texts, an opted-out one): retrying is pointless. */
export class TextRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'TextRefusedError';
  }
}

/**
 * Sends texts and checks inbound ones. Embedded, texts are kept in an outbox in the data folder (support reads it
 * and can simulate a customer's reply); distributed, they go to a Twilio-style provider. Replies arrive at the
 * inbound webhook, signed the way Twilio signs them (X-Twilio-Signature).
 */
export interface SmsPort {
  /** Resolves once the text is kept or accepted; a second send of the same id answers the first one's result. */
  send(text: OutgoingText): Promise<SentText>;
  /** Whether `signature` is this account's signature of an inbound request to `url` with these form fields. */
  verifyInbound(url: string, form: Readonly<Record<string, string>>, signature: string): boolean;
  /** The kept texts, newest first, and a signer for simulated replies: only the outbox has one. */
  readonly outbox?: {
    list(limit: number): Promise<KeptText[]>;
    sign(url: string, form: Readonly<Record<string, string>>): string;
  };
  close(): Promise<void>;
}

/**
 * Twilio's request signature: HMAC-SHA1 with the auth token over the full URL followed by each form field's name
 * and value, sorted by name, in base64.
 */
export function inboundSignature(token: string, url: string, form: Readonly<Record<string, string>>): string {
  const fields = Object.keys(form)
    .sort()
    .map((name) => `${name}${form[name]}`)
    .join('');
  return createHmac('sha1', token).update(`${url}${fields}`, 'utf8').digest('base64');
}

/** Compared in constant time, so a forger learns nothing from how long a wrong guess took. */
export function signatureMatches(token: string, url: string, form: Readonly<Record<string, string>>, sent: string) {
  const expected = Buffer.from(inboundSignature(token, url, form));
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
