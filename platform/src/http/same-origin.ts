import { forbidden } from '@bayline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const reading = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostnameOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request that changes something comes from Bayline's own pages. A browser always says where a
 * request comes from (Origin; else Sec-Fetch-Site; else Referer); a request saying none of them is not from a
 * browser (the estimates uploader, scripts, tests) and carries no cookie a page could have lent it. Hosts are
 * compared without scheme or port, as proxies may drop the port from Host.
 */
export function fromOwnOrigin(request: FastifyRequest): boolean {
  const { origin, referer } = request.headers;
  const site = request.headers['sec-fetch-site'];
  if (origin !== undefined) return hostnameOf(origin) === request.hostname;
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  if (referer !== undefined) return hostnameOf(referer) === request.hostname;
  return true;
}

/** Refuses every cross-site POST, PUT, PATCH or DELETE with 403 before its body is read or anything is done. */
export function registerSameOrigin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!reading.has(request.method) && !fromOwnOrigin(request))
      throw forbidden('Changes are accepted only from Bayline’s own pages');
  });
}
