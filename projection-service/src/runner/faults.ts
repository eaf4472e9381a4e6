import { unlinkSync } from 'node:fs';
import type { Projector } from '../projector.ts';

/*
 * The fault suite's knobs (server/src/hardening/faults-lease.integration.test.ts), read once as the runner loads.
 * Unset, as everywhere but in that suite, they are nothing: no check runs at a commit, no projector is changed.
 */
const pauseAt = process.env.BAYLINE_FAULT_PAUSE_AT_COMMIT;
const olderRelease = process.env.BAYLINE_FAULT_OLDER_RELEASE;

/**
 * BAYLINE_FAULT_PAUSE_AT_COMMIT=<projector>:<file>: once <file> exists, the next runner of <projector> to reach a
 * commit, past its last lease check, removes it and stops its whole process there (SIGSTOP), as a process paused at
 * the worst moment. Only the process that removed the file pauses, so the standby that takes over commits on; the
 * suite then wakes the paused one (SIGCONT) to see its late commit refused.
 */
export const pauseAtCommit = pauseAt ? pauseWhenAsked(pauseAt) : undefined;

function pauseWhenAsked(setting: string) {
  const split = setting.indexOf(':');
  if (split < 1) throw new Error(`BAYLINE_FAULT_PAUSE_AT_COMMIT is <projector>:<file> (got ${setting})`);
  const [projector, file] = [setting.slice(0, split), setting.slice(split + 1)];
  return (name: string) => {
    if (name !== projector) return;
    try {
      unlinkSync(file);
    } catch {
      // Not asked yet, or another process took it.
      return;
    }
    process.kill(process.pid, 'SIGSTOP');
  };
}

/**
 * BAYLINE_FAULT_OLDER_RELEASE=<projector>: this process runs <projector> one version lower, as the release before
 * the one that raised it did.
 */
export function asReleased(projector: Projector): Projector {
  if (projector.name !== olderRelease) return projector;
  if (projector.version === undefined) throw new Error(`${projector.name} has no version to run one lower`);
  return { ...projector, version: projector.version - 1 };
}
