export { startLocalBayline } from './local.ts';
export { demoOwner } from './seed/demo-shop.ts';
export { seededRandom } from './seed/random.ts';
