import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  appointmentReminders,
  type CommandDeps,
  catalogLoader,
  commandRoutes,
  foldedStreams,
  jobNumbers,
  keyedQueue,
  mediaCommands,
  notificationWork,
  sessionBook,
  type TextRetries,
  textDelivery,
  upgradeWriteSide,
} from '@bayline/command-service';
import { healthSchema, startingHealthSchema } from '@bayline/contracts';
import {
  notFoundProblem,
  problemServerOptions,
  type RouteEntry,
  readStoreDirectory,
  registerAccess,
  registerAnswers,
  registerClock,
  registerInput,
  registerProblemHandling,
  registerSameOrigin,
  registerSecurityHeaders,
  registerThrottle,
} from '@bayline/platform/http';
import type { QueueWorker } from '@bayline/platform/job-queue/port';
import { signedLinks } from '@bayline/platform/signed-links';
import {
  cycleChecks,
  isDegraded,
  mediaReactor,
  mediaWorkers,
  notificationReactor,
  projectionRunner,
  projectors,
  reminderReactor,
  startReactions,
  textReactor,
} from '@bayline/projection-service';
import { projectionClock, queryRoutes } from '@bayline/query-service';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Adapters } from './adapters.ts';
import { adminRoutes } from './admin.ts';
import { apiDocsRoutes } from './api-docs.ts';
import type { Config } from './config.ts';
import { hearLeads, logSampler, operationStreams, tellLeads } from './operations.ts';
import { type Projections, projectionThread } from './projections.ts';
import { type Readiness, registerReadiness } from './readiness.ts';

export interface Bayline {
  app: FastifyInstance;
  /** The projectors this process runs (in a worker thread or on its own thread; none in the command and query roles). */
  runner?: Projections;
  commandDeps: CommandDeps;
  readiness: Readiness;
  /** Every route with its access and input, as declared. */
  routes: RouteEntry[];
  startProjections(): Promise<void>;
  close(): Promise<void>;
}

/** Where this process listens, as a URL (a wildcard address is reached on this machine at the loopback one). */
function listeningUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return 'http://127.0.0.1';
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/** Builds the HTTP app and the projection runner for the configured role. */
export async function buildBayline(
  config: Config,
  adapters: Adapters,
  /** starting: data routes and /health answer 503 until readiness.ready() (main.ts, while it seeds). */
  options: {
    adminToken?: string;
    /** The app's one clock: "now" and "today" of every rule and view (tests fix it to a day); real time by default. */
    now?: () => Date;
    starting?: boolean;
    /** The projection thread stopped on its own (it crashed); main.ts ends the process. */
    onProjectionsExit?: (code: number, error?: Error) => void;
    /** How often a text is tried and the first wait between tries (tests shorten them). */
    textRetries?: TextRetries;
    /** The clock staff notices and appointment reminders are sent by, the app's by default (tests move it on to put a job over its cycle goal). */
    noticeClock?: () => Date;
    /** How long a try at an account's password waits after failures on it (tests shorten it; see accountSlowdown). */
    signInSlowdown?: (failures: number) => number;
    /** Bytes one zip download may carry (tests lower it; see mediaLimits.maxZipBytes). */
    maxZipBytes?: number;
  } = {},
): Promise<Bayline> {
  const { store, readStore, bus, lock, queue } = adapters;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    ...problemServerOptions,
    logger: { level: config.logLevel },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
  });
  registerClock(app, now);
  const readiness = registerReadiness(app, { starting: options.starting ?? false });
  const serveWeb = (config.role === 'all' || config.role === 'query') && existsSync(join(config.webDist, 'index.html'));
  // The web app owns every other GET path (client-side routes such as /production).
  registerProblemHandling(app, {
    fallback: serveWeb
      ? (request, reply) =>
          request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/updateHub')
            ? reply.sendFile('index.html')
            : notFoundProblem(request, reply)
      : undefined,
  });
  const directory = readStoreDirectory(readStore);
  const streams = foldedStreams(store);
  const inTurn = keyedQueue();
  const commandDeps: CommandDeps = {
    store,
    streams,
    catalogs: catalogLoader(streams),
    newId: randomUUID,
    now,
    jobNumbers: jobNumbers({ store, streams, inTurn }),
    inTurn,
    blobs: adapters.blobs,
  };
  await registerSecurityHeaders(app);
  registerSameOrigin(app, { publicUrl: config.publicUrl });
  registerThrottle(app, { counter: adapters.attempts, slowdown: options.signInSlowdown });
  const access = await registerAccess(app, {
    secret: adapters.sessionSecret,
    sessions: sessionBook(commandDeps),
    adminToken: options.adminToken,
    now,
  });
  const routes = registerInput(app);
  registerAnswers(app);
  const runs = (role: Config['role']) => config.role === 'all' || config.role === role;

  const log = (m: string) => app.log.warn(m);
  const runner: Projections | undefined = !runs('projection')
    ? undefined
    : config.projections === 'thread'
      ? projectionThread({ dataDir: config.dataDir, leaseMs: config.leaseMs }, queue, {
          log,
          onExit:
            options.onProjectionsExit ??
            ((code, error) => app.log.fatal({ err: error, code }, 'the projection thread stopped')),
        })
      : projectionRunner({ store, readStore, bus, lock, queue, projectors, leaseMs: config.leaseMs, log });

  const clock = runs('query')
    ? await projectionClock(
        readStore,
        bus,
        projectors.map((p) => p.name),
      )
    : undefined;
  const publicUrl = () => config.publicUrl ?? listeningUrl(app);
  // Links to a text's files the SMS provider fetches without a session: signed with the secret every process
  // shares, and given only with a public address (the one Bayline listens on is not the provider's to reach).
  const mediaLinks = signedLinks(adapters.sessionSecret, 'media');
  const sharedMedia = config.publicUrl ? { publicUrl: config.publicUrl, links: mediaLinks } : undefined;
  if (runs('command')) {
    const filled = await upgradeWriteSide(commandDeps);
    for (const [name, entries] of filled) app.log.info({ name, entries }, 'write-side index filled from the log');
  }
  if (runs('command'))
    await commandRoutes(
      app,
      commandDeps,
      { mail: adapters.mail, publicUrl },
      { queue, sms: adapters.sms, publicUrl, retries: options.textRetries },
    );
  // Texts are queued by their process manager and sent by the command side's queue workers: sending records
  // TextMessageSent or TextMessageFailed.
  const texts = runs('command')
    ? await textDelivery({ ...commandDeps, queue, sms: adapters.sms, sharedMedia }, options.textRetries).start()
    : undefined;
  // Notifications are queued by their process manager and done by the command side (docs/architecture.md).
  const notifications = runs('command')
    ? await notificationWork(
        { ...commandDeps, queue, sms: adapters.sms, now: options.noticeClock ?? now },
        options.textRetries,
      ).start()
    : undefined;
  // Appointment reminders are queued by their process manager, delayed to their moments, and texted by the command
  // side's queue worker, as texts are.
  const reminders = runs('command')
    ? await appointmentReminders({ ...commandDeps, queue, sms: adapters.sms, now: options.noticeClock ?? now }).start()
    : undefined;
  if (clock)
    await queryRoutes(app, {
      readStore,
      directory,
      clock,
      blobs: adapters.blobs,
      mediaLinks,
      maxZipBytes: options.maxZipBytes,
      events: store,
      projectors,
      operationStreams,
      exportKey: adapters.exportKey,
    });
  // Media work outside the log: queued by the process manager (started with the projectors), done by the command
  // side, which records each thumbnail through the command path.
  let reactions: ReturnType<typeof startReactions> | undefined;
  let checks: QueueWorker | undefined;
  const media = mediaCommands(commandDeps);
  const mediaWork = runs('command')
    ? await mediaWorkers(queue, {
        blobs: adapters.blobs,
        record: (job, outcome) =>
          media.recordThumbnail(
            {
              userId: 'system',
              locationShortName: job.locationShortName,
              now: now(),
              correlationId: randomUUID(),
            },
            job.jobAdminId,
            job.mediaId,
            outcome,
          ),
      })
    : [];

  // Anyone may ask whether Bayline is up; how it runs is for owners, support and the admin token.
  app.get(
    '/health',
    {
      config: {
        access: 'public',
        answers: { 200: healthSchema, 503: startingHealthSchema },
        throttle: { name: 'admin-token' },
      },
    },
    async (request) => {
      if (!(await access.seesOperations(request))) return { status: 'ok' };
      const projected = await runner?.status();
      return {
        status: projected && isDegraded(projected) ? 'degraded' : 'ok',
        role: config.role,
        head: await store.headPosition(),
        projectors: projected ?? projectors.map((p) => ({ name: p.name, position: clock?.position(p.name) ?? 0 })),
      };
    },
  );
  // Rebuild requests reach a projector's leader through the queue: shared on Redis, or this process's own.
  const sampler = logSampler(store);
  const statuses = runner && (() => runner.status());
  // On a shared bus the leaders of the projectors say how they are doing, for every process's Operations page.
  const heard = config.redisUrl ? await hearLeads(bus) : undefined;
  let telling: ReturnType<typeof tellLeads> | undefined;
  await adminRoutes(app, {
    store,
    readStore,
    directory,
    queue: runner || config.redisUrl ? queue : undefined,
    statuses,
    heard,
    sampler,
    outbox: adapters.mail.outbox,
    smsOutbox: adapters.sms.outbox,
    publicUrl,
  });

  await apiDocsRoutes(app, routes);

  if (serveWeb)
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      // Built scripts and styles are named by their content: a browser keeps them and never asks for them again.
      setHeaders: (reply, path) => {
        if (/[\\/]assets[\\/]/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });

  return {
    app,
    runner,
    commandDeps,
    readiness,
    routes,
    /** Starts the projectors (after a seed, so they catch up in full batches rather than event by event). */
    async startProjections() {
      await runner?.start();
      if (!runner) return;
      if (heard && statuses) telling ??= tellLeads(bus, statuses);
      // Staff notices are texts: tried as often as the customer's. The cycle checks read the jobs read model here
      // and queue each open job to the command side.
      checks ??= await cycleChecks({ store, readStore, queue, retries: options.textRetries });
      reactions ??= startReactions(
        [
          mediaReactor,
          { ...notificationReactor({ readStore }), retries: options.textRetries },
          { ...textReactor, retries: options.textRetries },
          { ...reminderReactor, retries: options.textRetries },
        ],
        {
          store,
          readStore,
          queue,
          lock,
          leaseMs: config.leaseMs,
          log,
          // A reminder is delayed by the clock its worker decides by.
          now: options.noticeClock ?? now,
        },
      );
    },
    async close() {
      await app.close();
      sampler.stop();
      telling?.stop();
      await heard?.close();
      await texts?.close();
      await notifications?.close();
      await reminders?.close();
      await clock?.close();
      await reactions?.stop();
      await checks?.close();
      await Promise.all(mediaWork.map((worker) => worker.close()));
      await runner?.stop();
    },
  };
}
