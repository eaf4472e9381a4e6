export { createInProcessAttemptCounter } from './in-process.ts';
export type { AttemptCounter, AttemptLimit, Taken } from './port.ts';
export { createRedisAttemptCounter } from './redis.ts';
