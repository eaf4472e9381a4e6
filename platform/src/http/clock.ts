import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The clock the app was built with: what "now" and "today" are for every rule a command decides by and every
     * view that shows a day (tests set it to a day of their choosing). Timeouts and leases keep real time.
     */
    now(): Date;
  }
}

/** Gives every route the app's one clock, as request.server.now(). */
export function registerClock(app: FastifyInstance, now: () => Date) {
  app.decorate('now', now);
}
