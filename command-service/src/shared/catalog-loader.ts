import {
  type Badge,
  type Contact,
  type DelayReason,
  type Department,
  type Group,
  type JobClass,
  type MediaCategory,
  type NoteCategory,
  Refusal,
  type Todo,
} from '@bayline/contracts';
import { estimatesAggregate, estimatesStream } from '../estimates/estimates.ts';
import { location, locationStream } from '../locations/location.ts';
import { listAggregate, listStream } from '../settings/list.ts';
import type { Catalog } from './catalog.ts';
import type { FoldedStreams } from './command.ts';

const lists = [
  'departments',
  'jobClasses',
  'groups',
  'badges',
  'contacts',
  'todos',
  'noteCategories',
  'mediaCategories',
  'delayReasons',
] as const;

/**
 * Reads a location's settings straight from their streams, never from read models (which may lag). The catalog
 * is built once per set of stream versions and handed to every command until one of its streams moves on; it is
 * frozen, as deciders share it.
 */
export function catalogLoader(streams: FoldedStreams) {
  const kept = new Map<string, { versions: number[]; catalog: Catalog }>();

  return {
    async load(shortName: string): Promise<Catalog> {
      const [place, estimates, ...listed] = await Promise.all([
        streams.current(locationStream(shortName), location),
        streams.current(estimatesStream(shortName), estimatesAggregate),
        ...lists.map((name) => streams.current(listStream(name, shortName), listAggregate(name))),
      ]);
      const versions = [place, estimates, ...listed].map((s) => s.version);
      const before = kept.get(shortName);
      if (before && versions.every((v, i) => v === before.versions[i])) return before.catalog;
      if (!place.state.info) throw new Refusal('UnknownLocation', 'Location not found');
      const items = <T>(name: (typeof lists)[number]) => {
        const list = listed[lists.indexOf(name)];
        if (!list) throw new Error(`The ${name} list is not loaded`);
        return Object.freeze([...list.state.values()]) as T[];
      };
      const catalog: Catalog = Object.freeze({
        location: place.state.info,
        departments: items<Department>('departments'),
        jobClasses: items<JobClass>('jobClasses'),
        groups: items<Group>('groups'),
        badges: items<Badge>('badges'),
        contacts: items<Contact>('contacts'),
        todos: items<Todo>('todos'),
        noteCategories: items<NoteCategory>('noteCategories'),
        mediaCategories: items<MediaCategory>('mediaCategories'),
        delayReasons: items<DelayReason>('delayReasons'),
        estimateIds: Object.freeze([...estimates.state.keys()]) as string[],
      });
      kept.set(shortName, { versions, catalog });
      return catalog;
    },
  };
}

export type CatalogLoader = ReturnType<typeof catalogLoader>;
