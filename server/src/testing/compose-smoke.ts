/**
 * `npm run smoke:compose`: docker-compose.yml brought up as a shop group does (a project name of its own, the
 * secrets and passwords made for this run), the gateway flow (gateway-flow.ts, as the gateway suite runs it) through
 * http://127.0.0.1:8080, then the EventStoreDB and MongoDB contract suites against the containers' stores. Every step
 * is printed with its time; on a failure the containers' logs are saved (BAYLINE_SMOKE_LOGS, or a file in the
 * temporary folder) before everything is taken down, volumes too, as it always is.
 */
import { type SpawnOptions, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportKeyFrom, newExportKey } from '@bayline/query-service/audit/signature';
import { repositoryRoot } from '../config.ts';
import {
  createAndReadBack,
  hubPushesCreate,
  invitationsInOutbox,
  invite,
  operationsWithAdminToken,
  readModelsCaughtUp,
  signIn,
  uploadAndDownload,
} from './gateway-flow.ts';

const project = 'bayline-smoke';
/** docker-compose.yml publishes the gateway on 8080 and the stores on this machine's loopback. */
const gatewayUrl = 'http://127.0.0.1:8080';
const logsFile = process.env.BAYLINE_SMOKE_LOGS || join(tmpdir(), 'bayline-compose-smoke.log');
/** How long the images' build and the containers' health (a first start seeds the demo shop) may take. */
const upTimeoutSeconds = 1200;
const contractSuites = [
  'platform/src/event-store/eventstoredb.test.ts',
  'platform/src/read-store/mongo.test.ts',
  'platform/src/blobs/gridfs.test.ts',
];

const say = (line: string) => console.log(`[smoke] ${line}`);

const adminToken = randomBytes(32).toString('base64url');
const mongoPassword = randomBytes(24).toString('hex');
/** What compose requires, made for this run (the passwords of letters and digits: they go into URLs as they are). */
const composeEnv = {
  ...process.env,
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  BAYLINE_ADMIN_TOKEN: adminToken,
  // The one-line form (PKCS#8 DER as base64) docker-compose.yml asks for.
  BAYLINE_EXPORT_KEY: exportKeyFrom(newExportKey()).export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  MONGO_PASSWORD: mongoPassword,
  REDIS_PASSWORD: randomBytes(24).toString('hex'),
  // Mail stays in the command container's outbox, where the flow reads the invitation and its link to the gateway.
  BAYLINE_PUBLIC_URL: gatewayUrl,
  BAYLINE_SMTP_URL: '',
};

/** Runs a command in the repository, its output through to ours; fails naming it unless it exits 0. */
function run(command: string, args: string[], options: SpawnOptions = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: repositoryRoot, env: composeEnv, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}`)),
    );
  });
}

const composeArgs = (...args: string[]) => [
  'compose',
  '--project-name',
  project,
  '--file',
  join(repositoryRoot, 'docker-compose.yml'),
  ...args,
];
const compose = (...args: string[]) => run('docker', composeArgs(...args));

/** What of Docker is missing here, or undefined when compose can run. */
function dockerMissing() {
  const answers = (args: string[]) => {
    const answer = spawnSync('docker', args, { stdio: 'ignore', timeout: 30_000 });
    return !answer.error && answer.status === 0;
  };
  if (!answers(['--version'])) return 'no `docker` command on the PATH';
  if (!answers(['compose', 'version'])) return 'no `docker compose` (the Compose plugin of the docker command)';
  if (!answers(['info'])) return 'no Docker engine answers (`docker info` failed)';
  return undefined;
}

/** Ctrl-C reaches docker too; this run stops after the step under way and still tears down (a second one ends it). */
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
  say('Interrupted: stopping after this step, then tearing down.');
});

/**
 * Runs a step, printing its name, then how it ended and how long it took. After an interruption only the steps that
 * run `always` (saving the logs, tearing down) still do.
 */
async function step<T>(name: string, work: () => Promise<T>, { always = false } = {}): Promise<T> {
  if (interrupted && !always) throw new Error(`Interrupted before ${name}`);
  const began = performance.now();
  const took = () => `${((performance.now() - began) / 1000).toFixed(1)} s`;
  say(`${name} ...`);
  try {
    const done = await work();
    say(`${name}: ok (${took()})`);
    return done;
  } catch (error) {
    say(`${name}: FAILED (${took()})`);
    throw error;
  }
}

const missing = dockerMissing();
if (missing) {
  say(`Cannot run: ${missing}. It needs Docker with its Compose plugin (https://docs.docker.com/compose/install/).`);
  process.exit(1);
}

let failure: unknown;
try {
  // A run that was stopped before its teardown left its containers and volumes (a MongoDB user of another
  // password): this run starts without them.
  await step('removing what an earlier run left', () => compose('down', '--volumes', '--remove-orphans'));
  await step(`building and starting docker-compose.yml, waiting for every container's health check`, () =>
    compose('up', '--detach', '--build', '--wait', '--wait-timeout', String(upTimeoutSeconds)),
  );
  // The command container is healthy once it has seeded the demo shop (with its job history): the projection
  // container may still be folding it in.
  await step('the read models holding the seed', () => readModelsCaughtUp(gatewayUrl, adminToken, 600_000));
  const shop = await step('signing in through the gateway', () => signIn(gatewayUrl));
  await step('creating a job and reading it back at once', () => createAndReadBack(shop));
  await step('uploading 5 MB and downloading it byte for byte', () => uploadAndDownload(shop));
  await step('the live hub pushing a job created', () => hubPushesCreate(shop));
  await step('an invitation read back from the mail outbox', async () => {
    const email = 'invited.by.smoke@shop.example';
    await invite(shop, gatewayUrl, email);
    await invitationsInOutbox(shop, adminToken, [email]);
  });
  await step("the Operations page's calls with the one admin token", () => operationsWithAdminToken(shop, adminToken));
  await step('the EventStoreDB and MongoDB contract suites against the containers', () =>
    run('npx', ['vitest', 'run', ...contractSuites], {
      // As platform/src/testing/gates.ts documents them; the replica set names its member mongo:27017, which this
      // machine cannot resolve, so the node is reached directly, as the user compose made.
      env: {
        ...process.env,
        EVENTSTORE_URL: 'esdb://127.0.0.1:2113?tls=false',
        MONGODB_URL: `mongodb://bayline:${mongoPassword}@127.0.0.1:27017/?directConnection=true&authSource=admin`,
      },
    }),
  );
} catch (error) {
  failure = error;
  console.error(error);
  await step(
    `saving the containers' logs to ${logsFile}`,
    async () => {
      const file = openSync(logsFile, 'w');
      try {
        await run('docker', composeArgs('logs', '--no-color', '--timestamps'), { stdio: ['ignore', file, 'inherit'] });
      } finally {
        closeSync(file);
      }
    },
    { always: true },
  ).catch((saving) => console.error(saving));
} finally {
  await step('tearing down (docker compose down --volumes)', () => compose('down', '--volumes', '--remove-orphans'), {
    always: true,
  });
}
say(failure ? 'The smoke run failed.' : 'Every step passed.');
process.exitCode = failure ? 1 : 0;
