import type { Department } from '../settings/dto.ts';
import type { LocationPreferences } from './settings.ts';

/** GET locations/metrics: the top bar's capacity indicators (spec 3 section 2.4; definitions in docs/metrics.md). */
export interface LocationMetrics {
  /** Open jobs not delivered that sit in a WIP department. */
  wip: number;
  /** The release goal: how many jobs the shop means to hold in production at once. */
  wipMax: number;
  /** Open jobs not delivered. */
  inventory: number;
  /** Input buffer + release goal + output buffer. */
  inventoryMax: number;
  /** Inventory in departments before the first WIP department. */
  preProduction: number;
  /** Inventory from the first to the last WIP department. */
  production: number;
  /** Inventory in departments after the last WIP department. */
  postProduction: number;
  /** The percentage of a maximum at which an indicator warns (Location Preferences). */
  thresholdPercent: number;
}

/** How many counted jobs (open, not delivered) each department holds, by department id. */
export type JobsByDepartment = Readonly<Record<string, number>>;

type Flow = Pick<Department, 'departmentId' | 'sortOrder' | 'isWip'>;
type Goals = Pick<LocationPreferences, 'releaseGoal' | 'inputBuffer' | 'outputBuffer' | 'thresholdPercent'>;

/**
 * The indicators from the jobs counted per department, the department flow (order and WIP flags, read when asked
 * so a changed flag counts at once) and the location's goals and buffers. A job in a department the list no longer
 * has counts in the inventory only; without any WIP department nothing has started, so everything is pre-production.
 */
export function locationMetrics(departments: readonly Flow[], counts: JobsByDepartment, goals: Goals): LocationMetrics {
  const flow = [...departments].sort((a, b) => a.sortOrder - b.sortOrder);
  const first = flow.findIndex((d) => d.isWip);
  const last = flow.findLastIndex((d) => d.isWip);
  const countOf = (d: Flow) => (Object.hasOwn(counts, d.departmentId) ? (counts[d.departmentId] ?? 0) : 0);
  const metrics: LocationMetrics = {
    wip: 0,
    wipMax: goals.releaseGoal,
    inventory: Object.values(counts).reduce((sum, n) => sum + n, 0),
    inventoryMax: goals.inputBuffer + goals.releaseGoal + goals.outputBuffer,
    preProduction: 0,
    production: 0,
    postProduction: 0,
    thresholdPercent: goals.thresholdPercent,
  };
  flow.forEach((department, i) => {
    const n = countOf(department);
    if (department.isWip) metrics.wip += n;
    if (first === -1 || i < first) metrics.preProduction += n;
    else if (i > last) metrics.postProduction += n;
    else metrics.production += n;
  });
  return metrics;
}

export type CapacityLevel = 'normal' | 'warning' | 'over';

/** An indicator's level: over when above its maximum, warning from the threshold percent on, else normal. */
export function capacityLevel(percent: number, thresholdPercent: number): CapacityLevel {
  if (percent > 100) return 'over';
  return thresholdPercent > 0 && percent >= thresholdPercent ? 'warning' : 'normal';
}
