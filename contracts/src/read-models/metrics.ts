import type { JobsByDepartment } from '../locations/metrics.ts';
import { defineReadModel } from './define.ts';

/** What the counters need to know of a job: where it is and whether it counts (docs/metrics.md). */
export type MetricsJob = {
  id: string;
  locationShortName: string;
  departmentId: string;
  roState: number;
  delivered: boolean;
};

/** Both read by id only: no index. */
export const metricsJobsModel = defineReadModel<MetricsJob>({ collection: 'metricsJobs', indexes: [] });

/** A location's counters (`id` is its short name): its counted jobs per department id. */
export type LocationCounts = { id: string; jobsByDepartment: JobsByDepartment };

export const locationMetricsModel = defineReadModel<LocationCounts>({ collection: 'locationMetrics', indexes: [] });
