export { createInProcessChangeBus } from './in-process.ts';
export { createRedisChangeBus } from './redis.ts';
