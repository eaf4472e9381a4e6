import {
  apiKeySchema,
  enableMessagingSchema,
  forbidden,
  isSupport,
  type LocationSettings,
  locationSettingsSchema,
  locationSettingsViewOf,
  locationSettingsViewSchema,
  newLocationAnswerSchema,
  newLocationSchema,
} from '@bayline/contracts';
import { sessionOf } from '@bayline/platform/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommandContext, Decided } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { commandRoute, expectedVersionOf } from '../shared/http.ts';
import { locationCommands } from './commands.ts';
import type { LocationState } from './location.ts';

const write = { area: 'admin', need: 'write' } as const;
const input = {
  none: {},
  settings: { body: locationSettingsSchema },
  messaging: { query: enableMessagingSchema },
  newLocation: { body: newLocationSchema },
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

  /** The settings as GET answers them, with their version as ETag. */
  const theSettings = {
    body: (result: Decided<LocationState>, ctx: CommandContext) => viewOf(ctx, result.state.info!, result.version),
    etag: (result: Decided<LocationState>) => result.version,
  };

  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/locations/settings',
      access: write,
      input: input.settings,
      answers: { 200: locationSettingsViewSchema },
    },
    (request, ctx) => locations.saveSettings(ctx, request.body, expectedVersionOf(request)),
    theSettings,
  );

  // Owners and support users add a location: they are the ones who work everywhere, and are given it.
  commandRoute(
    app,
    {
      method: 'POST',
      url: '/locations',
      access: 'support',
      input: input.newLocation,
      answers: { 201: newLocationAnswerSchema },
    },
    (request, ctx) => locations.add(ctx, request.body),
    {
      body: (result) => {
        const { shortName, name, timeZone } = result.state.info!;
        return { shortName, name, timeZone };
      },
    },
  );

  // Only support users may regenerate the auto-uploader key (spec 2 section 6).
  commandRoute(
    app,
    {
      method: 'POST',
      url: '/locations/generateApiKey',
      access: write,
      input: input.none,
      answers: { 200: apiKeySchema },
    },
    (request, ctx) => {
      supportOnly(request, 'regenerate the API key');
      return locations.generateApiKey(ctx);
    },
    { body: (result) => ({ apiKey: result.state.info!.apiKey }) },
  );

  commandRoute(
    app,
    {
      method: 'POST',
      url: '/locations/enableMessaging',
      access: write,
      input: input.messaging,
      answers: { 200: locationSettingsViewSchema },
    },
    (request, ctx) => {
      supportOnly(request, 'change module settings');
      const { isEnabled, phoneNumber } = request.query;
      return locations.setMessaging(ctx, isEnabled, phoneNumber);
    },
    theSettings,
  );
}
