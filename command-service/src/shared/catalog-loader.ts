import {
  type Badge,
  type Contact,
  type Department,
  type Group,
  type JobClass,
  type NoteCategory,
  Refusal,
  type SettingsListName,
  type Todo,
} from '@bayline/contracts';
import { estimatesAggregate, estimatesStream } from '../estimates/estimates.ts';
import { type LocationState, location, locationStream } from '../locations/location.ts';
import { type ListState, listAggregate, listStream } from '../settings/list.ts';
import type { Catalog } from './catalog.ts';
import type { Aggregate } from './command.ts';
import type { FoldedStreams } from './folded-streams.ts';

/** Reads a location's settings straight from their streams, never from read models (which may lag). */
export function catalogLoader(streams: FoldedStreams) {
  const current = async <S>(streamId: string, aggregate: Aggregate<S>) =>
    (await streams.current(streamId, aggregate)).state;

  const list = async <T>(name: SettingsListName, shortName: string) =>
    [...(await current<ListState>(listStream(name, shortName), listAggregate(name))).values()] as T[];

  return {
    async load(shortName: string): Promise<Catalog> {
      const [place, departments, jobClasses, groups, badges, contacts, todos, noteCategories, estimates] =
        await Promise.all([
          current<LocationState>(locationStream(shortName), location),
          list<Department>('departments', shortName),
          list<JobClass>('jobClasses', shortName),
          list<Group>('groups', shortName),
          list<Badge>('badges', shortName),
          list<Contact>('contacts', shortName),
          list<Todo>('todos', shortName),
          list<NoteCategory>('noteCategories', shortName),
          current(estimatesStream(shortName), estimatesAggregate),
        ]);
      if (!place.info) throw new Refusal(404, 'Location not found');
      return {
        location: place.info,
        departments,
        jobClasses,
        groups,
        badges,
        contacts,
        todos,
        noteCategories,
        estimateIds: [...estimates.keys()],
      };
    },
  };
}

export type CatalogLoader = ReturnType<typeof catalogLoader>;
