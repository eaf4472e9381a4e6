import { z } from 'zod';

/** The OpenAPI description Bayline serves at /api/openapi.json: its outline (the rest is OpenAPI 3.1's own). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().startsWith('3.1.'),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
