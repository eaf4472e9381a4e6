import { forbidden } from '@bayline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const reading = new Set(['GET', 'HEAD', 'OPTIONS']);

/** scheme://host[:port] as a browser sends it in Origin (a default port left out); undefined for none or 'null'. */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Bayline's own origins: the one the request was sent to (its Host, or what a trusted proxy says in
 * X-Forwarded-Proto and X-Forwarded-Host) and, when configured, the public address (BAYLINE_PUBLIC_URL).
 */
function ownOrigins(request: FastifyRequest, publicUrl: string | undefined): Set<string | undefined> {
  const own = new Set([originOf(`${request.protocol}://${request.host}`)]);
  if (publicUrl) own.add(originOf(publicUrl));
  own.delete(undefined);
  return own;
}

/**
 * Whether a request that changes something comes from Bayline's own pages. A browser always says where a
 * request comes from (Origin; else Sec-Fetch-Site; else Referer); a request saying none of them is not from a
 * browser (the estimates uploader, scripts, tests) and carries no cookie a page could have lent it. Scheme, host
 * and port are all compared: another port of the same host is another site's page.
 */
export function fromOwnOrigin(request: FastifyRequest, publicUrl?: string): boolean {
  const { origin, referer } = request.headers;
  const site = request.headers['sec-fetch-site'];
  if (origin !== undefined) return ownOrigins(request, publicUrl).has(originOf(origin));
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  if (referer !== undefined) return ownOrigins(request, publicUrl).has(originOf(referer));
  return true;
}

/**
 * Refuses every cross-site POST, PUT, PATCH or DELETE with 403 before its body is read or anything is done.
 * `publicUrl`: where users reach Bayline when it is configured (BAYLINE_PUBLIC_URL).
 */
export function registerSameOrigin(app: FastifyInstance, options: { publicUrl?: string } = {}) {
  app.addHook('onRequest', async (request) => {
    if (!reading.has(request.method) && !fromOwnOrigin(request, options.publicUrl))
      throw forbidden('Changes are accepted only from Bayline’s own pages');
  });
}
