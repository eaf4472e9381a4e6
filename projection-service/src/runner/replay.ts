import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { assertLease } from './lease.ts';
import { projectBatch } from './project-batch.ts';
import { RebuildCancelled } from './rebuild-progress.ts';
import { now, type Rebuilding, type Runner } from './run.ts';
import { pause } from './subscription.ts';

/** Joins the next replay; resolves at the position where the rebuild has caught up, its live projector paused. */
export function replayTogether(runner: Runner, member: Omit<Rebuilding, 'caughtUp' | 'failed'>): Promise<number> {
  return new Promise((caughtUp, failed) => {
    if (runner.gathering) {
      runner.gathering.push({ ...member, caughtUp, failed });
      return;
    }
    const members = [{ ...member, caughtUp, failed }];
    runner.gathering = members;
    setTimeout(() => {
      runner.gathering = undefined;
      void replay(runner, members);
    }, runner.settings.rebuildGatherMs);
  });
}

/**
 * Reads the log once for every rebuild of `members`, page after page, each projecting the page into its fresh
 * collections and committing it with its own checkpoint. At the head, it pauses their live projectors and reads
 * on to the head again: then they are caught up. A rebuild that fails leaves; the others go on.
 */
async function replay(runner: Runner, members: Rebuilding[]) {
  let position = 0;
  let pageSize = runner.settings.rebuildBatchSize;
  while (members.length > 0) {
    let head: number;
    let events: RecordedEvent[];
    try {
      head = await runner.store.headPosition();
      events = await runner.store.readAll(position, pageSize);
    } catch (error) {
      for (const member of members.splice(0)) member.failed(error);
      return;
    }
    const newest = events.at(-1);
    if (!newest) {
      await atHead(members, position);
      continue;
    }
    const last = newest.position;
    let slowest = 0;
    for (const member of [...members]) {
      slowest = Math.max(slowest, await projectPage(runner, members, member, events, { position: last, head }));
      // Lets requests in between projectors: a page keeps the event loop busy for a while.
      await new Promise((resolve) => setImmediate(resolve));
    }
    position = last;
    pageSize = nextPageSize(runner, pageSize, slowest);
  }
}

/** Halves the page after a commit slower than the setting allows, doubles it (up to the setting) after a quick one. */
function nextPageSize(runner: Runner, pageSize: number, slowestCommitMs: number) {
  const { rebuildCommitMs, rebuildBatchSize } = runner.settings;
  // However slow the commits, a page holds at least a 64th of the longest one (313 events by default).
  if (slowestCommitMs > rebuildCommitMs) return Math.max(Math.ceil(rebuildBatchSize / 64), Math.floor(pageSize / 2));
  if (slowestCommitMs < rebuildCommitMs / 4) return Math.min(rebuildBatchSize, pageSize * 2);
  return pageSize;
}

const leave = (members: Rebuilding[], member: Rebuilding) => members.splice(members.indexOf(member), 1);

/**
 * The replay reached the head: a cancelled rebuild leaves; one whose live projector is paused is caught up; the
 * others pause theirs and read on once more.
 */
async function atHead(members: Rebuilding[], position: number) {
  for (const member of [...members])
    if (member.run.rebuild?.cancelled) {
      leave(members, member);
      member.failed(new RebuildCancelled(member.run.projector.name));
    } else if (member.paused) {
      leave(members, member);
      member.caughtUp(position);
    } else {
      await pause(member.run).then(
        () => {
          member.paused = true;
        },
        (error) => {
          leave(members, member);
          member.failed(error);
        },
      );
    }
}

/**
 * Projects a page of the log into the member's fresh collections and commits it with its rebuild checkpoint;
 * answers how long the commit took (0 when the member left).
 */
async function projectPage(
  runner: Runner,
  members: Rebuilding[],
  member: Rebuilding,
  events: RecordedEvent[],
  progress: { position: number; head: number },
) {
  const { run, term } = member;
  try {
    assertLease(runner, run, term);
    if (run.rebuild?.cancelled) throw new RebuildCancelled(run.projector.name);
    const applied = run.skipped.size > 0 ? events.filter((e) => !run.skipped.has(e.position)) : events;
    const changes = await projectBatch(run.projector, applied, runner.readStore, member.physical, member.hot);
    const began = now();
    await runner.readStore.commit(changes, { name: member.checkpointName, position: progress.position });
    const took = now() - began;
    member.hot.committed(changes);
    if (run.rebuild) Object.assign(run.rebuild, progress);
    member.onProgress(progress);
    return took;
  } catch (error) {
    leave(members, member);
    member.failed(error);
    return 0;
  }
}
