import { demoOwner } from '@bayline/server';
import { describe, isOk, signIn } from './client.ts';
import { type RunningBayline, seedStore, startBayline } from './server.ts';
import { round, type Summary, summarize } from './stats.ts';
import { rebuildAlone } from './store.ts';

const reportsArea = '/api/reports/v1';

interface SavedReport {
  reportOptionId: string;
  name: string;
  setType: string;
  chartType: string;
}

export interface ReportCall {
  call: string;
  rows: number;
  bytes: number;
  latency: Summary;
}

/** `seed-cli --jobs N --years Y` into a new folder: the shop the reports are read from. */
export async function seedReportsStore(dataDir: string, jobs: number, years: number, say: (line: string) => void) {
  const started = performance.now();
  await seedStore(dataDir, jobs, say, years);
  return round((performance.now() - started) / 1000, 1);
}

/** Times `reads` sequential GETs of a path (one warm-up first, not counted). */
async function timed(api: Awaited<ReturnType<typeof signIn>>, path: string, reads: number) {
  const first = await api.call('GET', path);
  if (!isOk(first)) throw new Error(`GET ${path} answered ${describe(first)}`);
  const samples: number[] = [];
  for (let i = 0; i < reads; i++) {
    const t0 = performance.now();
    const reply = await api.call('GET', path);
    samples.push(performance.now() - t0);
    if (!isOk(reply)) throw new Error(`GET ${path} answered ${describe(reply)}`);
  }
  const body = first.body as { rows?: unknown[]; departments?: unknown[] } | unknown[];
  const rows = Array.isArray(body) ? body.length : (body.rows ?? body.departments ?? []).length;
  return { rows, bytes: first.bytes, latency: summarize(samples) };
}

/**
 * Every saved report's data at BAYVIEW (its own range, and each over the whole history the store holds), the
 * cycle-time analytics over 90 days and over a year with one drill-down, the leaderboard (this month, a year) and
 * the terminal's day, each read `reads` times one after the other: p95 per call. Then the rebuild of the reports,
 * saved-reports and leaderboard projectors, each alone.
 */
export async function measureReports(
  server: RunningBayline,
  options: { reads: number; years: number },
  say: (line: string) => void,
) {
  const api = await signIn(server.url, demoOwner, 'BAYVIEW');
  const saved = await api.call('GET', `${reportsArea}/reports/saved`);
  if (!isOk(saved)) throw new Error(`reports/saved answered ${describe(saved)}`);
  const today = new Date().toISOString().slice(0, 10);
  const back = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const whole = `?start=${back(Math.ceil(options.years * 365) + 30)}&end=${today}`;
  const calls: ReportCall[] = [];
  const measure = async (call: string, path: string) => {
    const result = { call, ...(await timed(api, path, options.reads)) };
    calls.push(result);
    say(`  ${call}: ${result.rows} rows, ${result.bytes} bytes, p95 ${result.latency.p95} ms`);
  };
  for (const report of saved.body as SavedReport[]) {
    const path = `${reportsArea}/reports/data/${report.reportOptionId}`;
    await measure(`data: ${report.name} (${report.setType}, ${report.chartType})`, path);
    if (!['inventory', 'inventoryByDepartments', 'inventoryByJobClass', 'forecast'].includes(report.setType))
      await measure(`data: ${report.name}, ${options.years} years`, `${path}${whole}`);
  }
  await measure('analytics/cycletime, 90 days', `${reportsArea}/analytics/cycletime`);
  await measure('analytics/cycletime, 1 year', `${reportsArea}/analytics/cycletime?start=${back(365)}&end=${today}`);
  await measure(
    'analytics/cycletime/jobs, 1 year',
    `${reportsArea}/analytics/cycletime/jobs?start=${back(365)}&end=${today}`,
  );

  // The leaderboard's two reads (this month, a year) and the terminal's day, as their screens ask.
  const leaderboard = `${reportsArea}/Leaderboard`;
  const month = `?startDate=${today.slice(0, 8)}01&endDate=${today}`;
  const year = `?startDate=${back(365)}&endDate=${today}`;
  await measure('Leaderboard totals, this month', `${leaderboard}/GetLeaderboardTotals${month}`);
  await measure('Leaderboard totals, 1 year', `${leaderboard}/GetLeaderboardTotals${year}`);
  await measure('Leaderboard flags by assignee, this month', `${leaderboard}/GetLaborFlagsByAssignee${month}`);
  await measure('Leaderboard flags by assignee, 1 year', `${leaderboard}/GetLaborFlagsByAssignee${year}`);
  await measure('Terminal, today', `/api/production/v1/JobAdmins/getTerminalByDate?selectedDate=${today}`);

  const rebuilds = [];
  for (const name of ['reports', 'saved-reports', 'leaderboard']) {
    const rebuilt = await rebuildAlone(server, name);
    rebuilds.push(rebuilt);
    say(`  rebuild ${name}: ${rebuilt.events} events in ${rebuilt.seconds} s (${rebuilt.outcome})`);
  }
  return { calls, rebuilds, slowestP95: Math.max(...calls.map((c) => c.latency.p95)) };
}

/** Bayline on the seeded reports store (with a CPU profile of it under that name when asked). */
export const startOnStore = (dataDir: string, profile?: string) =>
  startBayline({ dataDir, seedJobsPerLocation: 0, profile, readyTimeoutMs: 30 * 60_000 });
