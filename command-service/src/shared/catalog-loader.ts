import { type Badge, type Contact, type Department, type Group, type JobClass, Refusal, type SettingsListName } from '@bayline/contracts';
import type { EventStore } from '@bayline/platform/event-store/port';
import { location, type LocationState, locationStream } from '../locations/location.ts';
import { listAggregate, type ListState, listStream } from '../settings/list.ts';
import type { Aggregate } from './command.ts';
import type { Catalog } from './catalog.ts';

/**
 * Reads a location's settings straight from their streams (never from read models, which may lag),
 * keeping each folded state and reading only the events appended since the last call.
 */
export function catalogLoader(store: EventStore) {
  const folded = new Map<string, { state: unknown; version: number }>();

  async function current<S>(streamId: string, aggregate: Aggregate<S>): Promise<S> {
    const cached = folded.get(streamId) ?? { state: aggregate.initial(), version: -1 };
    const events = await store.readStream(streamId, { fromVersion: cached.version + 1 });
    if (events.length === 0) return cached.state as S;
    let state = cached.state as S;
    for (const e of events) state = aggregate.evolve(state, e);
    folded.set(streamId, { state, version: events[events.length - 1].version });
    return state;
  }

  const list = async <T>(name: SettingsListName, shortName: string) =>
    Object.values(await current<ListState>(listStream(name, shortName), listAggregate(name))) as T[];

  return {
    async load(shortName: string): Promise<Catalog> {
      const [place, departments, jobClasses, groups, badges, contacts] = await Promise.all([
        current<LocationState>(locationStream(shortName), location),
        list<Department>('departments', shortName),
        list<JobClass>('jobClasses', shortName),
        list<Group>('groups', shortName),
        list<Badge>('badges', shortName),
        list<Contact>('contacts', shortName),
      ]);
      if (!place.info) throw new Refusal(404, 'Location not found');
      return { location: place.info, departments, jobClasses, groups, badges, contacts };
    },
  };
}

export type CatalogLoader = ReturnType<typeof catalogLoader>;
