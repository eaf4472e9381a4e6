export { type Adapters, openAdapters } from './adapters.ts';
export { type Bayline, buildBayline } from './app.ts';
export { type Config, configFromEnv } from './config.ts';
export { type LocalBayline, startLocalBayline } from './local.ts';
export { demoOwner, demoUsers } from './seed/demo-shop.ts';
export { seededRandom } from './seed/random.ts';
export { seedIfEmpty } from './seed/seed.ts';
