import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Answers that are about someone's data or the running system: never kept by a browser or a proxy. */
const uncached = /^\/(api|health|admin)(\/|\?|$)/i;

/**
 * Security headers on every answer, errors included: a Content-Security-Policy that lets in only Bayline's own
 * scripts, styles, images and connections (no inline script or style, no framing), nosniff, and a Referrer-Policy
 * that keeps addresses inside Bayline.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
  app.addHook('onSend', async (request, reply) => {
    if (uncached.test(request.url)) reply.header('cache-control', 'no-store');
  });
}
