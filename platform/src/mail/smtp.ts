import { randomUUID } from 'node:crypto';
import { connect as connectPlain, type Socket } from 'node:net';
import { type ConnectionOptions, connect as connectTls } from 'node:tls';
import { assertOneLine, type MailMessage, type MailPort } from './port.ts';

/**
 * The distributed mail adapter: a minimal SMTP client over node:net (no mail package is installed), one
 * connection per mail. `smtps://` speaks TLS from the start; `smtp://` upgrades with STARTTLS when the server
 * offers it. Credentials in the URL are sent (AUTH PLAIN) only over TLS, or to a relay on this machine.
 */
export interface SmtpOptions {
  /** smtp://[user:password@]host[:port] or smtps://...; ports default to 25 and 465. */
  url: string;
  /** The From header, e.g. 'Bayline <no-reply@shop.example>'. */
  from: string;
  timeoutMs?: number;
  /** TLS options (a private CA, in tests). */
  tls?: ConnectionOptions;
  /** The name Bayline gives itself in EHLO. */
  clientName?: string;
}

interface Reply {
  code: number;
  lines: string[];
}

/** Reads SMTP replies (multi-line ones end with 'NNN ' ) from whichever socket the conversation is on. */
class Conversation {
  private buffer = '';
  private current: string[] = [];
  private replies: Reply[] = [];
  private waiting: { resolve: (r: Reply) => void; reject: (e: Error) => void }[] = [];
  private failure: Error | undefined;
  private readonly onData = (chunk: Buffer) => this.read(chunk.toString('utf8'));
  private readonly onError = (error: Error) => this.fail(error);
  private readonly onClose = () => this.fail(new Error('The SMTP server closed the connection'));

  constructor(
    public socket: Socket,
    private readonly timeoutMs: number,
  ) {
    this.attach(socket);
  }

  attach(socket: Socket) {
    this.socket = socket;
    socket.on('data', this.onData);
    socket.on('error', this.onError);
    socket.on('close', this.onClose);
    socket.setTimeout(this.timeoutMs, () => socket.destroy(new Error('The SMTP server did not answer in time')));
  }

  /** Stops listening to the plain socket before it is wrapped in TLS. */
  detach() {
    this.socket.off('data', this.onData);
    this.socket.off('error', this.onError);
    this.socket.off('close', this.onClose);
    this.socket.setTimeout(0);
  }

  private read(text: string) {
    this.buffer += text;
    for (let end = this.buffer.indexOf('\r\n'); end >= 0; end = this.buffer.indexOf('\r\n')) {
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.current.push(line.slice(4));
      if (/^\d{3}(?: |$)/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), lines: this.current };
        this.current = [];
        const waiter = this.waiting.shift();
        if (waiter) waiter.resolve(reply);
        else this.replies.push(reply);
      }
    }
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const waiter of this.waiting.splice(0)) waiter.reject(error);
  }

  /** The next reply, which must have one of the expected codes. */
  async expect(what: string, ...codes: number[]): Promise<Reply> {
    const reply = await new Promise<Reply>((resolve, reject) => {
      const ready = this.replies.shift();
      if (ready) resolve(ready);
      else if (this.failure) reject(this.failure);
      else this.waiting.push({ resolve, reject });
    });
    if (!codes.includes(reply.code))
      throw new Error(`The SMTP server refused ${what}: ${reply.code} ${reply.lines.join(' ')}`);
    return reply;
  }

  async command(line: string, what: string, ...codes: number[]): Promise<Reply> {
    this.socket.write(`${line}\r\n`);
    return this.expect(what, ...codes);
  }
}

/** The address inside 'Name <address>', or the value itself. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** A header value in UTF-8 when it is not plain ASCII (RFC 2047). */
const encodeHeader = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

/** The message as DATA sends it: headers, base64 body in 76-character lines, lines starting with '.' doubled. */
export function composeMessage(from: string, message: MailMessage, now = new Date()): string {
  const body = Buffer.from(message.text.replace(/\r?\n/g, '\r\n'), 'utf8').toString('base64');
  const lines = [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${addressOf(from).split('@')[1] ?? 'bayline'}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    ...(body.match(/.{1,76}/g) ?? []),
  ];
  return lines.map((line) => (line.startsWith('.') ? `.${line}` : line)).join('\r\n');
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host === '[::1]' || /^127\./.test(host);

export function createSmtpMail(options: SmtpOptions): MailPort {
  const url = new URL(options.url);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`BAYLINE_SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol})`);
  const implicitTls = url.protocol === 'smtps:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (implicitTls ? 465 : 25));
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const clientName = options.clientName ?? 'bayline';
  assertOneLine('sender', options.from);

  function open(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = implicitTls
        ? connectTls({ host, port, servername: host, ...options.tls }, () => resolve(socket))
        : connectPlain({ host, port }, () => resolve(socket));
      socket.once('error', reject);
    });
  }

  function upgrade(plain: Socket): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const secure = connectTls({ socket: plain, servername: host, ...options.tls }, () => resolve(secure));
      secure.once('error', reject);
    });
  }

  return {
    async send(message) {
      assertOneLine('recipient', message.to);
      assertOneLine('subject', message.subject);
      const talk = new Conversation(await open(), timeoutMs);
      try {
        await talk.expect('the connection', 220);
        let hello = await talk.command(`EHLO ${clientName}`, 'EHLO', 250);
        let secure = implicitTls;
        if (!secure && hello.lines.some((l) => /^STARTTLS\b/i.test(l))) {
          await talk.command('STARTTLS', 'STARTTLS', 220);
          talk.detach();
          talk.attach(await upgrade(talk.socket));
          secure = true;
          hello = await talk.command(`EHLO ${clientName}`, 'EHLO', 250);
        }
        if (user) {
          if (!secure && !isLoopback(host))
            throw new Error('The SMTP server offers no TLS: Bayline will not send it the password in clear');
          const plain = Buffer.from(`\0${user}\0${password}`, 'utf8').toString('base64');
          await talk.command(`AUTH PLAIN ${plain}`, 'the credentials', 235);
        }
        await talk.command(`MAIL FROM:<${addressOf(options.from)}>`, 'the sender', 250);
        await talk.command(`RCPT TO:<${message.to}>`, 'the recipient', 250, 251);
        await talk.command('DATA', 'the mail', 354);
        await talk.command(`${composeMessage(options.from, message)}\r\n.`, 'the mail', 250);
        await talk.command('QUIT', 'QUIT', 221).catch(() => undefined);
      } finally {
        talk.detach();
        talk.socket.destroy();
      }
    },
    async close() {},
  };
}
