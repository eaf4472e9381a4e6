import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { send } from './client.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** The newest modification time of the files under these folders (paths from the repository root). */
export function newestChange(folders: string[]): number {
  let newest = 0;
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const name of readdirSync(path)) if (name !== 'node_modules' && name !== 'dist') walk(join(path, name));
  };
  for (const folder of folders) walk(join(repoRoot, folder));
  return newest;
}

/** What the server's TypeScript is built from: a compiled server/dist older than any of it is stale. */
const serverSources = [
  'contracts/src',
  'platform/src',
  'command-service/src',
  'projection-service/src',
  'query-service/src',
  'server/src',
];

/**
 * How a program of the server package runs: compiled when server/dist/main.js exists (the production way),
 * else its TypeScript through tsx's loader, in this same node process so that its PID is the server's.
 */
export function serverProgram(name: 'main' | 'seed-cli') {
  const compiled = existsSync(join(repoRoot, 'server/dist/main.js'));
  const args = compiled
    ? ['--enable-source-maps', `server/dist/${name}.js`]
    : ['--import', 'tsx', `server/src/${name}.ts`];
  const stale = compiled && statSync(join(repoRoot, 'server/dist/main.js')).mtimeMs < newestChange(serverSources);
  return { compiled, stale, args, shown: `node ${args.join(' ')}` };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Embedded adapters only, whatever the shell that runs the bench has set. */
function embeddedEnv(dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, BAYLINE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extra };
  for (const name of ['BAYLINE_ROLE', 'EVENTSTORE_URL', 'MONGODB_URL', 'REDIS_URL', 'BAYLINE_SEED', 'INIT_CWD'])
    delete env[name];
  return env;
}

/** The last lines a child printed, to show when it fails. */
function keepTail(child: ChildProcess, lines: string[], echo?: (line: string) => void) {
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      echo?.(line);
      lines.push(line);
      if (lines.length > 40) lines.shift();
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
}

/**
 * A process's resident memory from /proc in MB (10^6 bytes, the unit): all of it, its anonymous part
 * (heaps) and its file-backed part (mapped files such as LMDB's).
 */
export function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const kib = Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return Math.round((kib * 1024) / 1e5) / 10;
  };
  return { rssMB: field('VmRSS'), anonMB: field('RssAnon'), fileMB: field('RssFile') };
}

/** CPU seconds a process has used (user + system), from /proc/PID/stat. */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/**
 * Bayline in its own process on a data folder: spawned with PORT on a free port of 127.0.0.1, waited for until
 * /health answers ready. With `profile`, node writes a CPU profile into bench/results/ when the server stops.
 */
export async function startBayline(options: {
  dataDir: string;
  seedJobsPerLocation: number;
  profile?: string;
  readyTimeoutMs?: number;
}) {
  const program = serverProgram('main');
  const port = await freePort();
  const profileName = options.profile
    ? `${options.profile}-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`
    : undefined;
  const profileArgs = profileName ? ['--cpu-prof', '--cpu-prof-dir', resultsDir, '--cpu-prof-name', profileName] : [];
  const env = embeddedEnv(options.dataDir, {
    PORT: String(port),
    HOST: '127.0.0.1',
    BAYLINE_SEED_JOBS: String(options.seedJobsPerLocation),
  });
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...profileArgs, ...program.args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${program.shown}`);
  const output: string[] = [];
  keepTail(child, output);
  let exited: string | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = `exited with ${signal ?? code}`;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const failed = (why: string) => new Error(`Bayline ${why}; its last lines:\n${output.join('\n')}`);

  // Ready: /health answers 200 and does not say it is still starting (seeding, or waiting for the seeding one).
  const deadline = spawnedAt + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (exited) throw failed(exited);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw failed('was not ready in time');
    }
    const health = await send(url, 'GET', '/health').catch(() => undefined);
    if (health?.status === 200 && (health.body as { status?: string }).status !== 'starting') break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - spawnedAt;

  return {
    url,
    pid,
    program,
    readyMs,
    output,
    memory: () => memoryOf(pid),
    cpuSeconds: () => cpuSecondsOf(pid),
    adminToken: () => readFileSync(join(options.dataDir, 'admin-token'), 'utf8').trim(),
    /** SIGTERM, as an operator stops it; the path of the CPU profile it wrote, if asked for. */
    async stop(): Promise<string | undefined> {
      if (!exited) {
        const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        child.kill('SIGTERM');
        await exit;
        clearTimeout(killer);
      }
      return profileName && existsSync(join(resultsDir, profileName)) ? join(resultsDir, profileName) : undefined;
    },
  };
}

export type RunningBayline = Awaited<ReturnType<typeof startBayline>>;

/** `seed-cli --jobs N [--years Y]` of the server package on an empty data folder, its output shown as it goes. */
export async function seedStore(dataDir: string, jobs: number, say: (line: string) => void, years?: number) {
  const program = serverProgram('seed-cli');
  const span = years === undefined ? [] : ['--years', String(years)];
  const child = spawn(process.execPath, [...program.args, '--jobs', String(jobs), ...span], {
    cwd: repoRoot,
    env: embeddedEnv(dataDir, {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  keepTail(child, output, (line) => {
    if (/\(\d+%\)|events in/.test(line)) say(line);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${program.shown} --jobs ${jobs} failed (${code}):\n${output.join('\n')}`);
}
