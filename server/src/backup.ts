import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, readFile, truncate, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { blobKeys } from '@bayline/contracts';
import { mediaModel } from '@bayline/contracts/read-models/folder';
import { openFileBlobStore } from '@bayline/platform/blobs';
import { createInProcessChangeBus } from '@bayline/platform/change-bus';
import { openLmdbEventStore } from '@bayline/platform/event-store';
import { createInProcessLock } from '@bayline/platform/job-queue';
import { backupLmdb } from '@bayline/platform/lmdb-backup';
import { openLmdbReadStore } from '@bayline/platform/read-store';
import type { Doc, ReadStore } from '@bayline/platform/read-store/port';
import { projectionRunner, projectors, reactionNames } from '@bayline/projection-service';
import serverPackage from '../package.json' with { type: 'json' };
import { keptSecrets } from './adapters.ts';
import { type Config, embeddedStorePaths } from './config.ts';
import { progressBar } from './progress.ts';
import { claimDataFolder, StartRefused } from './start-guards.ts';

/** The backup's own file: what it holds and up to where. Written last, so a backup without it is incomplete. */
export const manifestName = 'bayline-backup.json';

export interface BackupManifest {
  bayline: string;
  /** The data folder it was taken of. */
  from: string;
  startedAt: string;
  finishedAt: string;
  /** The head of the copied log: the restored read models catch up to it. */
  position: number;
  /** Where each projector and process manager had got to in the copied read models (each at or below position). */
  checkpoints: Record<string, number>;
  bytes: { events: number; readModels: number };
  mediaFiles: number;
  outboxes: string[];
  secrets: string[];
}

type Say = (line: string) => void;

function refuseDistributed(config: Config, what: string) {
  if (config.eventStoreUrl || config.mongoUrl)
    throw new StartRefused(
      `${what} is for the embedded set-up (the data folder); EventStoreDB and MongoDB are backed up with their own tools`,
    );
}

const isEmptyFolder = (folder: string, ignoring: string[] = []) =>
  !existsSync(folder) || readdirSync(folder).every((name) => ignoring.includes(name));

/** Progress on stderr, of copies and replays long enough to wait for. */
const quietProgress = (names: string[]) => progressBar(names, { out: process.stderr, quietMs: 1_000 });

const percentOf = (done: number, total: number) => (total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100);

/**
 * Media files as the file blob store keeps them (`{key}.bin` described by `{key}.json`), those present now: each is
 * written once (a put renames it into place whole) and only ever removed. The description is copied after its
 * file, as the store writes them, so a copied description always has its file; one removed meanwhile is left out.
 */
async function copyBlobs(from: string, to: string) {
  if (!existsSync(from)) return 0;
  const descriptions = (await readdir(from, { recursive: true })).filter(
    (name) => name.endsWith('.json') && !name.startsWith(`tmp/`),
  );
  const progress = quietProgress(['media']);
  let copied = 0;
  for (const [done, description] of descriptions.entries()) {
    const file = description.replace(/\.json$/, '.bin');
    await mkdir(dirname(join(to, file)), { recursive: true });
    try {
      await copyFile(join(from, file), join(to, file));
      await copyFile(join(from, description), join(to, description));
      copied++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      rmSync(join(to, file), { force: true });
    }
    progress('media', percentOf(done + 1, descriptions.length));
  }
  progress.done();
  return copied;
}

/** An outbox (one JSON line per message), without a line being appended as it was read. */
async function copyOutbox(from: string, to: string) {
  if (!existsSync(from)) return false;
  await copyFile(from, to);
  const text = await readFile(to, 'utf8');
  await truncate(to, Buffer.byteLength(text.slice(0, text.lastIndexOf('\n') + 1)));
  return true;
}

async function copyLmdb(label: string, from: string, to: string) {
  const progress = quietProgress([label]);
  // The compacted copy ends at or below the source's size: 99% at most until it has ended.
  const { bytes } = await backupLmdb(from, to, (done, total) => progress(label, Math.min(99, percentOf(done, total))));
  progress.done();
  return bytes;
}

/** Where the projectors and process managers of the read models at `path` had got to. */
async function checkpointsOf(path: string) {
  const readStore = await openLmdbReadStore(path);
  try {
    const names = [...projectors.map((p) => p.name), ...reactionNames];
    const checkpoints: Record<string, number> = {};
    for (const name of names) checkpoints[name] = (await readStore.checkpoint(name)) ?? 0;
    return checkpoints;
  } finally {
    await readStore.close();
  }
}

async function headOf(path: string) {
  const store = await openLmdbEventStore(path);
  try {
    return await store.headPosition();
  } finally {
    await store.close();
  }
}

/**
 * `npm run backup -- DIR`: a copy of the data folder that a restore can start from, taken while Bayline serves.
 *
 * The read models are copied first and the event log after: a read model's checkpoint is a log position it
 * committed, so it is at or below the log's head when the read models are copied, and the log copied later holds
 * at least that much. A restored projector then goes on from its checkpoint up to the copied head. The other
 * order would let a projector commit between the two copies, leaving read models (and process managers) past the
 * restored log: events appended after the restore would reuse those positions and be skipped. The copy is checked
 * for it before the manifest is written.
 */
export async function takeBackup(config: Config, to: string, say: Say) {
  refuseDistributed(config, 'npm run backup');
  const data = embeddedStorePaths(config.dataDir);
  if (!existsSync(join(data.events, 'data.mdb')))
    throw new StartRefused(`No Bayline data in ${config.dataDir}: set BAYLINE_DATA_DIR to the data folder to back up`);
  if (!isEmptyFolder(to)) throw new StartRefused(`${to} is not empty: back up into a new or empty folder`);
  await mkdir(to, { recursive: true, mode: 0o700 });
  const copy = embeddedStorePaths(to);
  const startedAt = new Date().toISOString();
  say(`Backing up ${config.dataDir} to ${to}`);

  const readModels = await copyLmdb('read models', data.readModels, copy.readModels);
  const events = await copyLmdb('event log', data.events, copy.events);
  const position = await headOf(copy.events);
  const checkpoints = await checkpointsOf(copy.readModels);
  const ahead = Object.entries(checkpoints).filter(([, checkpoint]) => checkpoint > position);
  if (ahead.length > 0)
    throw new Error(
      `The copy is inconsistent: ${ahead.map(([name, at]) => `${name} at ${at}`).join(', ')} past the log's head ${position}`,
    );

  // After the log: an upload stores its file before its event is appended, so every file the copied log records is
  // here, unless it was removed since (the restore's verification names those).
  const mediaFiles = await copyBlobs(data.blobs, copy.blobs);
  const outboxes = [];
  for (const outbox of [data.outbox, data.smsOutbox])
    if (await copyOutbox(outbox, join(to, basename(outbox)))) outboxes.push(basename(outbox));
  const secrets = [];
  for (const secret of keptSecrets)
    if (existsSync(join(config.dataDir, secret))) {
      await copyFile(join(config.dataDir, secret), join(to, secret));
      secrets.push(secret);
    }

  const manifest: BackupManifest = {
    bayline: serverPackage.version,
    from: config.dataDir,
    startedAt,
    finishedAt: new Date().toISOString(),
    position,
    checkpoints,
    bytes: { events, readModels },
    mediaFiles,
    outboxes,
    secrets,
  };
  await writeFile(join(to, manifestName), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  say(
    `Backed up the log to position ${position} (${mb(events)}), the read models (${mb(readModels)}), ${mediaFiles} media files, ${outboxes.length} outboxes and ${secrets.length} kept secrets`,
  );
  return manifest;
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

function readManifest(from: string): BackupManifest {
  try {
    return JSON.parse(readFileSync(join(from, manifestName), 'utf8')) as BackupManifest;
  } catch {
    throw new StartRefused(`${from} is not a Bayline backup (no readable ${manifestName})`);
  }
}

/**
 * `npm run restore -- DIR [--replace]`: puts a backup into the data folder, then verifies it (verifyDataFolder).
 * The data folder is claimed as a start claims it, so a Bayline running on it is refused, and none starts on it
 * meanwhile. A data folder with anything in it is moved aside with --replace, never deleted.
 */
export async function restoreBackup(config: Config, from: string, { replace }: { replace: boolean }, say: Say) {
  refuseDistributed(config, 'npm run restore');
  const manifest = readManifest(from);
  const { dataDir } = config;
  let claim = claimDataFolder(dataDir);
  if (!isEmptyFolder(dataDir, [basename(claim.file)])) {
    const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    if (!replace) {
      claim.release();
      throw new StartRefused(
        `The data folder ${dataDir} is not empty: stop there, or restore with --replace, which moves it aside to ${basename(aside)}`,
      );
    }
    renameSync(dataDir, aside);
    rmSync(join(aside, basename(claim.file)), { force: true });
    claim.release();
    say(`Moved the data folder aside to ${aside}`);
    claim = claimDataFolder(dataDir);
  }
  try {
    await cp(from, dataDir, { recursive: true, filter: (path) => basename(path) !== manifestName });
    say(`Restored the backup of ${manifest.from} taken ${manifest.startedAt} (log position ${manifest.position})`);
    if (manifest.bayline !== serverPackage.version)
      say(
        `The backup was taken by Bayline ${manifest.bayline}, this is ${serverPackage.version}: a projector that changed rebuilds its read model`,
      );
    return await verifyDataFolder(config, say);
  } finally {
    claim.release();
  }
}

/** Sorted keys, so that the same document digests alike whichever order its fields were written in. */
const canonical = (doc: Doc) =>
  JSON.stringify(doc, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );

/** Every document of each projector's collections, as `collection/id` → digest. */
async function digestsOf(readStore: ReadStore) {
  const digests = new Map<string, Map<string, string>>();
  for (const projector of projectors) {
    const own = new Map<string, string>();
    for (const collection of projector.collections)
      for (const doc of await readStore.find(collection))
        own.set(`${collection}/${doc.id}`, createHash('sha256').update(canonical(doc)).digest('base64'));
    digests.set(projector.name, own);
  }
  return digests;
}

/** Documents that one side has and the other has not, or has otherwise. */
function differing(restored: Map<string, string>, replayed: Map<string, string>) {
  const keys = new Set([...restored.keys(), ...replayed.keys()]);
  return [...keys].filter((key) => restored.get(key) !== replayed.get(key));
}

/**
 * Brings the read models of the (stopped) data folder up to its log's head, as a start would, then replays the
 * whole log into fresh read models (the blue/green rebuild of `npm run rebuild`) and compares them document by
 * document; then checks that every media file the read models list is kept. Only the projectors run: no process
 * manager sends a text or a mail from here.
 */
export async function verifyDataFolder(config: Config, say: Say) {
  const paths = embeddedStorePaths(config.dataDir);
  const store = await openLmdbEventStore(paths.events);
  const readStore = await openLmdbReadStore(paths.readModels);
  const blobs = await openFileBlobStore(paths.blobs);
  const runner = projectionRunner({
    store,
    readStore,
    bus: createInProcessChangeBus(),
    lock: createInProcessLock(),
    projectors,
    leaseMs: config.leaseMs,
  });
  try {
    const head = await store.headPosition();
    await runner.start();
    await runner.caughtUp(head, 24 * 60 * 60_000);
    const restored = await digestsOf(readStore);
    say(`Verifying: replaying the log's ${head} events into fresh read models`);
    const progress = quietProgress(projectors.map((p) => p.name));
    await Promise.all(
      projectors.map((p) =>
        runner.rebuild(p.name, ({ position, head }) => progress(p.name, percentOf(position, head))),
      ),
    );
    progress.done();
    const replayed = await digestsOf(readStore);
    let documents = 0;
    let mismatches = 0;
    for (const projector of projectors) {
      const own = restored.get(projector.name)!;
      const different = differing(own, replayed.get(projector.name)!);
      documents += own.size;
      mismatches += different.length;
      say(
        `  ${projector.name.padEnd(14)} ${String(own.size).padStart(8)} documents  ${different.length === 0 ? 'match' : `${different.length} differ (${different.slice(0, 3).join(', ')}${different.length > 3 ? ', ...' : ''})`}`,
      );
    }
    const missingFiles = [];
    for (const media of await readStore.collection(mediaModel).find()) {
      if (!(await blobs.exists(blobKeys.media(media.id)))) missingFiles.push(blobKeys.media(media.id));
      if (media.thumbnailType && !(await blobs.exists(blobKeys.thumbnail(media.id))))
        missingFiles.push(blobKeys.thumbnail(media.id));
    }
    say(
      mismatches === 0
        ? `The read models match the log: ${documents} documents of ${projectors.length} projectors, at position ${head}`
        : `The read models do NOT match the log: ${mismatches} of ${documents} documents differ (position ${head}); run npm run rebuild -- all`,
    );
    say(
      missingFiles.length === 0
        ? 'Every media file the log records is present'
        : `${missingFiles.length} media files the log records are missing: ${missingFiles.slice(0, 10).join(', ')}${missingFiles.length > 10 ? ', ...' : ''}`,
    );
    return { position: head, documents, mismatches, missingFiles };
  } finally {
    await runner.stop();
    await blobs.close();
    await readStore.close();
    await store.close();
  }
}
