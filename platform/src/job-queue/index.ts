export { createBullMqJobQueue, createRedisLock, type RedisLock } from './bullmq.ts';
export { createInProcessJobQueue, createInProcessLock } from './in-process.ts';
export type {
  EnqueueOptions,
  JobQueue,
  JobState,
  JobStatus,
  Lease,
  Lock,
  QueuedJob,
  QueueWorker,
} from './port.ts';
