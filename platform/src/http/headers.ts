import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The style blocks react-aria adds at run time (press handling; scroll locking on iOS), allowed by their hashes so
 * that no other inline style is. headers.test.ts checks them against the react-aria installed.
 */
export const reactAriaStyles = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];
const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

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
        styleSrc: ["'self'", ...reactAriaStyles.map(hashOf)],
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
