import { closeSync, fdatasyncSync, openSync, rmSync, writeSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { round, summarize } from './stats.ts';

/**
 * The disk's own flush time where the data folder lives: overwrite one 4 KiB block (an LMDB page) and
 * fdatasync it, `samples` times or for `maxMs`, whichever ends first. The first flush (it also settles the
 * new file's size) is not counted.
 */
export function measureFdatasync(dir: string, options = { samples: 300, maxMs: 3_000 }) {
  const path = join(dir, 'bench-fdatasync');
  const fd = openSync(path, 'w');
  const block = Buffer.alloc(4096, 7);
  const times: number[] = [];
  try {
    writeSync(fd, block, 0, block.length, 0);
    fdatasyncSync(fd);
    const stopAt = performance.now() + options.maxMs;
    while (times.length < options.samples && performance.now() < stopAt) {
      const t0 = performance.now();
      writeSync(fd, block, 0, block.length, 0);
      fdatasyncSync(fd);
      times.push(performance.now() - t0);
    }
  } finally {
    closeSync(fd);
    rmSync(path, { force: true });
  }
  return summarize(times);
}

export function machine() {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: availableParallelism(),
    memoryGiB: round(totalmem() / 2 ** 30, 1),
    node: process.version,
    platform: `${process.platform} ${process.arch}, Linux ${release()}`,
  };
}

export const loadAverage = () => round(loadavg()[0] ?? 0, 2);
