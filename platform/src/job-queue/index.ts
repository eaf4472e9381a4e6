export { createBullMqJobQueue, createRedisLock, type RedisLock } from './bullmq.ts';
export { createInProcessJobQueue, createInProcessLock } from './in-process.ts';
export type {
  EnqueueOptions,
  JobQueue,
  JobState,
  JobStatus,
  Lease,
  Lock,
  QueueCounts,
  QueuedJob,
  QueueWorker,
} from './port.ts';
