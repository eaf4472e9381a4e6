import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openApiDocumentSchema } from '@bayline/contracts';
import { openApiDocument, type RouteEntry, type Validated } from '@bayline/platform/http';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Swagger UI's files as its package ships them: the page is served from Bayline itself, never from a CDN. */
const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Bayline API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;
const start = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/**
 * Swagger UI sets style attributes and draws its icons as data: images: the docs page alone allows them. Its
 * scripts are still Bayline's own files only.
 */
const docsPolicy = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

const script = { params: z.object({ script: z.enum(['swagger-ui-bundle.js', 'start.js']) }) };
const javascript = 'text/javascript; charset=utf-8';

/**
 * The OpenAPI 3.1 description of every route, made from the schemas they declare (`/api/openapi.json`), and a
 * page to read it (`/api/docs`). The description is made once, on the first request, when every route is in.
 */
export async function apiDocsRoutes(app: FastifyInstance, routes: readonly RouteEntry[]) {
  let document: ReturnType<typeof openApiDocument> | undefined;

  app.get(
    '/api/openapi.json',
    { config: { access: 'public', input: {}, answers: { 200: openApiDocumentSchema } } },
    async () => {
      document ??= openApiDocument(routes, { title: 'Bayline', version: '1' });
      return document;
    },
  );

  app.get(
    '/api/docs',
    { config: { access: 'public', input: {}, answers: { 200: { media: 'text/html' } } } },
    async (_request, reply) =>
      reply.header('content-security-policy', docsPolicy).type('text/html; charset=utf-8').send(page),
  );

  app.get(
    '/api/docs/swagger-ui.css',
    { config: { access: 'public', input: {}, answers: { 200: { media: 'text/css' } } } },
    async (_request, reply) =>
      reply.type('text/css; charset=utf-8').send(await readFile(join(swaggerUi, 'swagger-ui.css'))),
  );

  app.get<Validated<typeof script>>(
    '/api/docs/:script',
    { config: { access: 'public', input: script, answers: { 200: { media: 'text/javascript' } } } },
    async (request, reply) =>
      reply
        .type(javascript)
        .send(request.params.script === 'start.js' ? start : await readFile(join(swaggerUi, 'swagger-ui-bundle.js'))),
  );
}
