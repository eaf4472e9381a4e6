import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';

/** What a Bayline configured with BAYLINE_TRUST_PROXY takes the client to be. */
async function clientSeen(trust: string | undefined, headers: Record<string, string>) {
  const app = Fastify({ trustProxy: configFromEnv({ BAYLINE_TRUST_PROXY: trust }).trustProxy });
  app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  const answer = await app.inject({ url: '/', remoteAddress: '10.0.0.2', headers });
  await app.close();
  return answer.json();
}

describe('BAYLINE_TRUST_PROXY', () => {
  const forwarded = { 'x-forwarded-for': '203.0.113.66, 198.51.100.9', 'x-forwarded-proto': 'https' };

  it('believes no forwarded header unless set', async () => {
    expect(await clientSeen(undefined, forwarded)).toEqual({ ip: '10.0.0.2', protocol: 'http' });
    expect(await clientSeen('false', forwarded)).toEqual({ ip: '10.0.0.2', protocol: 'http' });
  });

  it('with a hop count, takes the address the nearest proxy saw, not what the client claimed before it', async () => {
    expect(await clientSeen('1', forwarded)).toEqual({ ip: '198.51.100.9', protocol: 'https' });
    expect(await clientSeen('2', forwarded)).toEqual({ ip: '203.0.113.66', protocol: 'https' });
  });

  it('with addresses, believes only proxies at them', async () => {
    expect((await clientSeen('10.0.0.0/8', forwarded)).ip).toBe('198.51.100.9');
    expect((await clientSeen('192.168.0.0/16', forwarded)).ip).toBe('10.0.0.2');
  });
});
