export { createInProcessAttemptCounter } from './in-process.ts';
export { createRedisAttemptCounter } from './redis.ts';
