import type { CatalogLoader } from '../shared/catalog-loader.ts';
import type { ExecuteDeps } from '../shared/command.ts';
import { upgradeIndexes, type WriteSideIndexUpgrade } from '../shared/upgrade.ts';
import { catalog } from './catalog.ts';

/** A start's upgrade of these indexes, by a command process of a test, every location having the test catalog. */
export const upgradeAt = (deps: ExecuteDeps, now: Date, ...steps: WriteSideIndexUpgrade[]) =>
  upgradeIndexes({ ...deps, now: () => now, catalogs: { load: async () => catalog } as CatalogLoader }, steps);
