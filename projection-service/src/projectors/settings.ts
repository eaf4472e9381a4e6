import {
  evolveList,
  type ListItem,
  type SettingsListName,
  settingsEventIds,
  settingsEventKind,
  settingsListNames,
} from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Change } from '@bayline/platform/read-store/port';
import type { DocKey, Lookup, Projector } from '../projector.ts';

/** Where a list's stream version (its ETag) is kept: one document per list and location. */
export const listVersionsCollection = 'settingsVersions';
export const listVersionId = (location: string, list: SettingsListName) => `${location}:${list}`;

const itemKey = (list: SettingsListName, location: string, id: string): DocKey => ({
  collection: list,
  id: `${location}:${id}`,
});

function keysOf(event: RecordedEvent): DocKey[] {
  const kind = settingsEventKind(event.type);
  if (!kind) return [];
  const location = event.metadata.locationShortName;
  return settingsEventIds(event.type, event.data).map((id) => itemKey(kind.list, location, id));
}

/** The settings event folded into the documents it touches, by the one fold of the lists (contracts). */
function applyListEvent(event: RecordedEvent, list: SettingsListName, read: Lookup): Change[] {
  const location = event.metadata.locationShortName;
  const items = new Map<string, ListItem>();
  const ids = settingsEventIds(event.type, event.data);
  for (const id of ids) {
    const doc = read(list, itemKey(list, location, id).id);
    if (doc) {
      const { id: _id, locationShortName: _l, ...item } = doc;
      items.set(id, item);
    }
  }
  const before = new Map(items);
  evolveList(items, event);
  const changes: Change[] = ids
    .filter((id) => items.has(id) && items.get(id) !== before.get(id))
    .map((id) => ({
      op: 'upsert',
      collection: list,
      doc: { ...items.get(id), id: itemKey(list, location, id).id, locationShortName: location },
    }));
  changes.push({
    op: 'upsert',
    collection: listVersionsCollection,
    doc: { id: listVersionId(location, list), locationShortName: location, list, version: event.version },
  });
  return changes;
}

/**
 * Settings lists, one document per item with its location (ids are '{location}:{itemId}'), and each list's stream
 * version, answered as its ETag. Locations themselves are the locations projector's.
 */
export const settingsProjector: Projector = {
  name: 'settings',
  // 2: fine-grained list events, list versions, the lists of issue 8; locations moved to their own projector.
  version: 2,
  collections: [...settingsListNames, listVersionsCollection],
  indexes: Object.fromEntries(settingsListNames.map((l) => [l, [['locationShortName']]])),
  keys: keysOf,
  apply(event, read) {
    const kind = settingsEventKind(event.type);
    return kind ? applyListEvent(event, kind.list, read) : [];
  },
};
