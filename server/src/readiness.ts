import { sendProblem } from '@bayline/platform/http';
import type { FastifyInstance } from 'fastify';

/** Seconds a client is told to wait (Retry-After) while Bayline starts. */
export const startingRetryAfterSeconds = 5;

/** Routes that serve or change the shop's data (the API and the live hub): closed until the process is ready. */
const dataRoute = /^\/(api|updatehub)(\/|\?|$)/;

export interface Readiness {
  /** Why requests are refused for now: shown as the title of their 503. */
  startingBecause(reason: string): void;
  /** Opens every route: from now on requests are served. */
  ready(): void;
}

/**
 * While a process starts (seeding, or waiting for another instance to seed), data routes answer 503 problem+json
 * with Retry-After and /health answers 503, so load balancers and health checks wait; the web app's files are served.
 * Registered before any other hook so nothing else runs for a refused request.
 */
export function registerReadiness(app: FastifyInstance, options: { starting: boolean }): Readiness {
  let starting: string | undefined = options.starting ? 'Bayline is starting' : undefined;
  app.addHook('onRequest', async (request, reply) => {
    if (starting === undefined) return;
    // The matched route, so an encoded spelling of a path is judged as the router sees it; else the path itself.
    const route = (request.routeOptions.url ?? request.url).toLowerCase();
    if (route !== '/health' && !dataRoute.test(route)) return;
    if (route === '/health')
      return reply.code(503).header('retry-after', String(startingRetryAfterSeconds)).send({ status: 'starting' });
    return sendProblem(reply, 503, starting, { retryAfter: startingRetryAfterSeconds });
  });
  return {
    startingBecause(reason) {
      starting = reason;
    },
    ready() {
      starting = undefined;
    },
  };
}
