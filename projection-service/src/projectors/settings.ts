import {
  evolveList,
  isSettingsListEvent,
  type ListItem,
  type SettingsListEvent,
  type SettingsListName,
  settingsEventIds,
  settingsEventKind,
  settingsListNames,
} from '@bayline/contracts';
import { listVersionId, settingsListModels, settingsVersionsModel } from '@bayline/contracts/read-models/settings';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Change } from '@bayline/platform/read-store/port';
import {
  type DocKey,
  documentKey,
  keeps,
  type Lookup,
  lookupIn,
  type Projector,
  projected,
  upsert,
} from '../projector.ts';

const itemKey = (list: SettingsListName, location: string, id: string): DocKey =>
  documentKey(settingsListModels[list], `${location}:${id}`);

function keysOf(recorded: RecordedEvent): DocKey[] {
  const event = projected(recorded);
  const kind = settingsEventKind(event.type);
  if (!kind || !isSettingsListEvent(event)) return [];
  const location = event.metadata.locationShortName;
  return settingsEventIds(event).map((id) => itemKey(kind.list, location, id));
}

/** The settings event folded into the documents it touches, by the one fold of the lists (contracts). */
function applyListEvent(event: RecordedEvent<SettingsListEvent>, list: SettingsListName, read: Lookup): Change[] {
  const location = event.metadata.locationShortName;
  const items = new Map<string, ListItem>();
  const ids = settingsEventIds(event);
  for (const id of ids) {
    const doc = lookupIn(read, settingsListModels[list], itemKey(list, location, id).id);
    if (doc) {
      const { id: _id, locationShortName: _l, ...item } = doc;
      items.set(id, item);
    }
  }
  const before = new Map(items);
  evolveList(items, event);
  const changes: Change[] = ids
    .filter((id) => items.has(id) && items.get(id) !== before.get(id))
    .map((id) =>
      upsert(settingsListModels[list], {
        ...items.get(id),
        id: itemKey(list, location, id).id,
        locationShortName: location,
      }),
    );
  changes.push(
    upsert(settingsVersionsModel, {
      id: listVersionId(location, list),
      locationShortName: location,
      list,
      version: event.version,
    }),
  );
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
  ...keeps(...settingsListNames.map((list) => settingsListModels[list]), settingsVersionsModel),
  keys: keysOf,
  apply(recorded, read) {
    const event = projected(recorded);
    const kind = settingsEventKind(event.type);
    return kind && isSettingsListEvent(event) ? applyListEvent(event, kind.list, read) : [];
  },
};
