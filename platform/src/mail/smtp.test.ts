import { createServer, type Server } from 'node:net';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { mailPortContract } from './contract.ts';
import type { MailMessage } from './port.ts';
import { createSmtpMail } from './smtp.ts';

interface Received {
  from: string;
  to: string[];
  auth: string[];
  data: string;
}

/**
 * A tiny SMTP server on a free port: what a relay needs to say for one mail per connection. `refuse` names a
 * command it answers 550.
 */
async function tinySmtpServer(options: { refuse?: string; auth?: boolean } = {}) {
  const mails: Received[] = [];
  const server: Server = createServer((socket) => {
    const mail: Received = { from: '', to: [], auth: [], data: '' };
    let inData = false;
    let buffer = '';
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 tiny.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        mail.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        mails.push(mail);
        say('250 queued');
      }
      for (let end = buffer.indexOf('\r\n'); end >= 0 && !inData; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = (line.split(/[ :]/)[0] ?? '').toUpperCase();
        if (options.refuse === verb) say('550 no such user');
        else if (verb === 'EHLO') {
          say('250-tiny.test');
          say(options.auth ? '250 AUTH PLAIN' : '250 8BITMIME');
        } else if (verb === 'AUTH') {
          mail.auth.push(Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8'));
          say('235 ok');
        } else if (verb === 'MAIL') {
          mail.from = line;
          say('250 ok');
        } else if (verb === 'RCPT') {
          mail.to.push(line);
          say('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 go on');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('502 not here');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A mail's DATA read back: dots undone, the subject and the base64 body decoded. */
function parse(data: string): MailMessage & { headers: Record<string, string> } {
  const lines = data.split('\r\n').map((l) => (l.startsWith('..') ? l.slice(1) : l));
  const blank = lines.indexOf('');
  const headers = Object.fromEntries(
    lines.slice(0, blank).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 2)]),
  );
  const subject = (headers.subject ?? '').replace(/^=\?UTF-8\?B\?(.*)\?=$/, (_, b64: string) =>
    Buffer.from(b64, 'base64').toString('utf8'),
  );
  const text = Buffer.from(lines.slice(blank + 1).join(''), 'base64')
    .toString('utf8')
    .replace(/\r\n/g, '\n');
  return { to: headers.to ?? '', subject, text, headers };
}

const from = 'Bayline <no-reply@bayline.test>';

mailPortContract('SMTP (a tiny server in the test)', async () => {
  const server = await tinySmtpServer();
  return {
    mail: createSmtpMail({ url: `smtp://127.0.0.1:${server.port}`, from }),
    received: async () =>
      server.mails.map((m) => parse(m.data)).map(({ to, subject, text }) => ({ to, subject, text })),
    close: server.close,
  };
});

describe('SMTP adapter', () => {
  it('gives the envelope, the headers and the credentials of the URL', async () => {
    const server = await tinySmtpServer({ auth: true });
    try {
      const mail = createSmtpMail({ url: `smtp://relay%40shop:p%C3%A4ss@127.0.0.1:${server.port}`, from });
      await mail.send({ to: 'tech@shop.example', subject: 'Reset', text: 'Hello' });
      const received = itemAt(server.mails, 0);
      expect(received.from).toBe('MAIL FROM:<no-reply@bayline.test>');
      expect(received.to).toEqual(['RCPT TO:<tech@shop.example>']);
      expect(received.auth).toEqual(['\0relay@shop\0päss']);
      const { headers } = parse(received.data);
      expect(headers.from).toBe(from);
      expect(headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(headers['message-id']).toMatch(/^<[0-9a-f-]{36}@bayline\.test>$/);
    } finally {
      await server.close();
    }
  });

  it('rejects with the server reason when the server refuses the recipient', async () => {
    const server = await tinySmtpServer({ refuse: 'RCPT' });
    try {
      const mail = createSmtpMail({ url: `smtp://127.0.0.1:${server.port}`, from });
      await expect(mail.send({ to: 'nobody@shop.example', subject: 'x', text: 'x' })).rejects.toThrow(
        'The SMTP server refused the recipient: 550 no such user',
      );
      expect(server.mails).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('rejects when nobody listens, and refuses a URL that is not SMTP', async () => {
    const server = await tinySmtpServer();
    await server.close();
    await expect(
      createSmtpMail({ url: `smtp://127.0.0.1:${server.port}`, from }).send({
        to: 'a@b.example',
        subject: 'x',
        text: 'x',
      }),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect(() => createSmtpMail({ url: 'http://127.0.0.1', from })).toThrow(/smtp:\/\/ or smtps:\/\//);
  });
});
