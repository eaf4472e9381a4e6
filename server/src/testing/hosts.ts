import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';

/** A machine of a test's network: a network namespace of its own, with one address on the network. */
export interface Host {
  name: string;
  namespace: string;
  address: string;
}

/** The command and arguments that run `command` on `host` (inside its namespace), or right here without one. */
export function onHost(host: Host | undefined, command: string, args: string[]): [string, string[]] {
  return host ? ['ip', ['netns', 'exec', host.namespace, command, ...args]] : [command, args];
}

const ip = (...args: string[]) =>
  execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 10_000, encoding: 'utf8' });

const linkExists = (name: string) => {
  try {
    ip('link', 'show', 'dev', name);
    return true;
  } catch {
    return false;
  }
};

/** A /24 of 10.0.0.0/8 that no address or route of this machine is in yet (tried at random, a bounded number of times). */
function freeSubnet(): string {
  const taken = `${ip('-4', '-o', 'addr', 'show')}\n${ip('-4', 'route', 'show', 'table', 'all')}`;
  for (let tries = 0; tries < 50; tries++) {
    const subnet = `10.${randomInt(64, 255)}.${randomInt(1, 255)}`;
    if (!taken.includes(`${subnet}.`)) return subnet;
  }
  throw new Error('No free 10.x.y.0/24 for the test network after 50 tries');
}

/**
 * Hosts, each its own network namespace with `lo` up and one address of a fresh 10.x.y.0/24, joined by a bridge in
 * a hub namespace of its own (so this machine's firewall never sees the traffic between them). This machine is on
 * the network too, at `.1`, so the test reaches every host. Every name carries a random id of this run: a run that
 * crashed before removing its hosts cannot collide with the next. `remove` takes every namespace and link away
 * (the hosts' processes must have ended: a namespace lasts as long as a process in it).
 */
export function makeHosts<Name extends string>(names: readonly Name[]) {
  const run = randomBytes(3).toString('hex');
  const hub = `bayline-${run}-hub`;
  /** This machine's end of its link to the hub. */
  const uplink = `bl${run}`;
  const made: string[] = [];

  function remove() {
    const failures: string[] = [];
    for (const namespace of made.splice(0).reverse())
      try {
        ip('netns', 'delete', namespace);
      } catch (error) {
        failures.push(`${namespace}: ${(error as Error).message}`);
      }
    // Goes with the hub, its pair's other end, but the kernel takes its time: deleted now, unless it is gone.
    if (linkExists(uplink))
      try {
        ip('link', 'delete', uplink);
      } catch {
        if (linkExists(uplink)) failures.push(`link ${uplink} could not be deleted`);
      }
    const left = ip('netns', 'list')
      .split('\n')
      .filter((line) => line.startsWith(`bayline-${run}-`));
    if (failures.length > 0 || left.length > 0)
      throw new Error(`The test network was not all removed: ${[...failures, ...left].join('; ')}`);
  }

  const addNamespace = (namespace: string) => {
    ip('netns', 'add', namespace);
    made.push(namespace);
    ip('-n', namespace, 'link', 'set', 'lo', 'up');
  };

  try {
    const subnet = freeSubnet();
    addNamespace(hub);
    ip('-n', hub, 'link', 'add', 'hub', 'type', 'bridge');
    ip('-n', hub, 'link', 'set', 'hub', 'up');
    const intoHub = (port: string) => ip('-n', hub, 'link', 'set', port, 'master', 'hub', 'up');
    const addressed = (on: string[], device: string, address: string) => {
      ip(...on, 'addr', 'add', `${address}/24`, 'dev', device);
      ip(...on, 'link', 'set', device, 'up');
    };
    ip('link', 'add', uplink, 'type', 'veth', 'peer', 'name', 'uplink', 'netns', hub);
    intoHub('uplink');
    addressed([], uplink, `${subnet}.1`);
    const hosts = new Map<Name, Host>();
    names.forEach((name, i) => {
      const host = { name, namespace: `bayline-${run}-${name}`, address: `${subnet}.${i + 2}` };
      addNamespace(host.namespace);
      ip('-n', hub, 'link', 'add', `port${i}`, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', host.namespace);
      intoHub(`port${i}`);
      addressed(['-n', host.namespace], 'eth0', host.address);
      hosts.set(name, host);
    });
    return {
      /** The host of that name. */
      host: (name: Name) => hosts.get(name)!,
      /** Takes the host off the network (its link down: nothing reaches it, it reaches nothing), or back on. */
      connect: (name: Name, on: boolean) =>
        ip('-n', hosts.get(name)!.namespace, 'link', 'set', 'eth0', on ? 'up' : 'down'),
      remove,
    };
  } catch (error) {
    try {
      remove();
    } catch (left) {
      console.error(left);
    }
    throw error;
  }
}
