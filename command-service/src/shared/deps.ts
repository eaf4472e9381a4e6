import type { EventStore } from '@bayline/platform/event-store/port';
import type { Directory } from '@bayline/platform/http';
import type { CatalogLoader } from './catalog-loader.ts';

export interface CommandDeps {
  store: EventStore;
  catalogs: CatalogLoader;
  directory: Directory;
  newId: () => string;
  /** Serialises work per key within this process (job numbers per location). */
  inTurn: <T>(key: string, work: () => Promise<T>) => Promise<T>;
}
