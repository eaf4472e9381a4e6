import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A start that cannot go on, told in one line (no stack): the user can act on it. */
export class StartRefused extends Error {}

/** The one line for a port another program holds, also when a listen loses the race after the check. */
export const portTakenMessage = (port: number, host: string) =>
  `Port ${port} on ${host} is already in use: stop what listens there, or start Bayline with another PORT`;

/** Refuses a port another program listens on, before anything is opened or seeded. Port 0 picks a free one. */
export async function checkPortFree(port: number, host: string) {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new StartRefused(portTakenMessage(port, host))
          : new StartRefused(`Cannot listen on ${host}:${port}: ${error.message}`),
      ),
    );
    probe.listen({ port, host }, () => probe.close(() => resolve()));
  });
}

const lockName = 'bayline.pid';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims the data folder for this process with a file holding its pid. Without Redis nothing coordinates two
 * processes, so a second Bayline on the same stores would lead the same projectors twice: it is refused while the
 * holder runs. A file left by a process that no longer runs (a crash, a kill -9, a container's earlier life with the
 * same pid) is taken over. The claim is released when this process exits.
 */
export function claimDataFolder(dataDir: string, pid = process.pid) {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, lockName);
  for (;;) {
    try {
      writeFileSync(file, `${pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: number;
    try {
      holder = Number(readFileSync(file, 'utf8').trim());
    } catch {
      continue; // released between the two calls: try again
    }
    if (Number.isInteger(holder) && holder > 0 && holder !== pid && isRunning(holder))
      throw new StartRefused(
        `Another Bayline (process ${holder}) is using the data folder ${dataDir}: stop it first, or set BAYLINE_DATA_DIR to another folder`,
      );
    rmSync(file, { force: true });
  }
  const release = () => {
    try {
      if (Number(readFileSync(file, 'utf8').trim()) === pid) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return {
    file,
    release() {
      process.off('exit', release);
      release();
    },
  };
}
