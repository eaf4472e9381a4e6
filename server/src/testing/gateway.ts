import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxPath } from '@bayline/platform/testing/gates';
import { repositoryRoot } from '../config.ts';
import { type Host, onHost } from './hosts.ts';
import { eventually } from './processes.ts';

/** The gateway's nginx configuration, as docker-compose.yml mounts it (a server block of nginx's http block). */
const gatewayConf = join(repositoryRoot, 'docker', 'gateway.conf');

/** Replaces every `from` in `text`, failing when there is none: a rewrite that finds nothing would test nothing. */
function rewritten(text: string, from: string | RegExp, to: string) {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`docker/gateway.conf no longer has ${from}: the gateway test's rewrite needs updating`);
  return text.replaceAll(from, to);
}

/**
 * docker/gateway.conf with only its hosts rewritten: each service's one server, found by name through Docker's DNS,
 * becomes a server of each given host with the same parameters (no `resolve`: an address needs none, and Debian's
 * nginx predates it), Docker's resolver line goes, and it listens on the gateway host's address.
 */
function gatewayConfFor({ listen, command, query }: { listen: Host; command: Host[]; query: Host[] }) {
  let conf = readFileSync(gatewayConf, 'utf8');
  conf = rewritten(conf, /^resolver .*\n/gm, '');
  for (const [service, hosts] of [
    ['command', command],
    ['query', query],
  ] as const)
    conf = rewritten(
      conf,
      new RegExp(`^(\\s*)server ${service}:3000 resolve(.*)\n`, 'gm'),
      hosts.map((h) => `$1server ${h.address}:3000$2\n`).join(''),
    );
  return rewritten(conf, /^(\s*)listen 80;/gm, `$1listen ${listen.address}:80;`);
}

/**
 * nginx on `host` running docker/gateway.conf (hosts rewritten, see gatewayConfFor), with a prefix folder of its
 * own for its pid, logs and temporary files. Its access log names the process that answered each request.
 */
export async function startGateway(hosts: { listen: Host; command: Host[]; query: Host[] }) {
  const prefix = mkdtempSync(join(tmpdir(), 'bayline-gateway-'));
  // nginx's workers run as nobody: they reach their temporary folders in here.
  chmodSync(prefix, 0o755);
  writeFileSync(join(prefix, 'gateway.conf'), gatewayConfFor(hosts));
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(prefix, kind)};\n`)
    .join('');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
worker_processes 1;
events { worker_connections 256; }
http {
  log_format answeredBy '$request_method $uri $status $upstream_addr';
  access_log ${join(prefix, 'access.log')} answeredBy;
${temporary}  include ${join(prefix, 'gateway.conf')};
}
`,
  );
  const child = spawn(
    ...onHost(hosts.listen, nginxPath, [
      '-p',
      prefix,
      '-c',
      join(prefix, 'nginx.conf'),
      '-e',
      join(prefix, 'error.log'),
      '-g',
      'daemon off;',
    ]),
    // A process group of its own: its workers end with it.
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://${hosts.listen.address}`;
  const log = (name: string) => {
    try {
      return readFileSync(join(prefix, name), 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${output}${log('error.log')}`);
      const answer = await fetch(`${url}/gateway-health`, { signal: AbortSignal.timeout(1000) });
      if (answer.status !== 200) throw new Error(`the gateway answered ${answer.status}`);
    }, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    /** What the gateway logged it sent where: `method uri status address:port` a line, oldest first. */
    answeredBy: () => log('access.log').trim().split('\n').filter(Boolean),
    stop,
  };
}
