import {
  enableMessagingSchema,
  forbidden,
  isSupport,
  type LocationSettings,
  locationSettingsSchema,
  locationSettingsViewOf,
} from '@bayline/contracts';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommandContext } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf, expectedVersionOf } from '../shared/http.ts';
import { locationCommands } from './commands.ts';

const write = { area: 'admin', need: 'write' } as const;
const input = {
  none: {},
  settings: { body: locationSettingsSchema },
  messaging: { query: enableMessagingSchema },
};

/** Location information, preferences and modules (spec 2 sections 3 to 7); the location is always the session's. */
export async function locationRoutes(app: FastifyInstance, deps: CommandDeps) {
  const locations = locationCommands(deps);

  /** The settings as GET answers them, from the streams just written (read models may not have caught up). */
  async function viewOf(ctx: CommandContext, settings: LocationSettings, version: number) {
    const { contacts, jobClasses } = await deps.catalogs.load(ctx.locationShortName);
    return locationSettingsViewOf(settings, version, { contacts, jobClasses }, ctx.now);
  }

  const supportOnly = (request: FastifyRequest, what: string) => {
    if (!isSupport(sessionOf(request).user.roles)) throw forbidden(`Only support users can ${what}`);
  };

  app.put<Validated<typeof input.settings>>(
    '/locations/settings',
    { config: { access: write, input: input.settings } },
    async (request, reply) => {
      const ctx = contextOf(request);
      const result = await locations.saveSettings(ctx, request.body, expectedVersionOf(request));
      reply.header('etag', `"${result.version}"`);
      return answered(reply, result.position).send(await viewOf(ctx, result.state.info!, result.version));
    },
  );

  // Only support users may regenerate the auto-uploader key (spec 2 section 6).
  app.post('/locations/generateApiKey', { config: { access: write, input: input.none } }, async (request, reply) => {
    supportOnly(request, 'regenerate the API key');
    const result = await locations.generateApiKey(contextOf(request));
    return answered(reply, result.position).send({ apiKey: result.state.info!.apiKey });
  });

  app.post<Validated<typeof input.messaging>>(
    '/locations/enableMessaging',
    { config: { access: write, input: input.messaging } },
    async (request, reply) => {
      supportOnly(request, 'change module settings');
      const ctx = contextOf(request);
      const { isEnabled, phoneNumber } = request.query;
      const result = await locations.setMessaging(ctx, isEnabled, phoneNumber);
      reply.header('etag', `"${result.version}"`);
      return answered(reply, result.position).send(await viewOf(ctx, result.state.info!, result.version));
    },
  );
}
