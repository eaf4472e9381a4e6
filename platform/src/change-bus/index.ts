export { createInProcessChangeBus } from './in-process.ts';
export type { ChangeBus } from './port.ts';
export { createRedisChangeBus } from './redis.ts';
