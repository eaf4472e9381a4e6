export { createBullMqJobQueue, createRedisLock } from './bullmq.ts';
export { createInProcessJobQueue, createInProcessLock } from './in-process.ts';
export type { JobQueue, Lock } from './port.ts';
