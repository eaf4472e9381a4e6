import { type SettingsListName, settingsEventKind, settingsLists } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { DocKey, Projector } from '../projector.ts';

const listNames = Object.keys(settingsLists) as SettingsListName[];

function keyOf(event: RecordedEvent): DocKey | undefined {
  if (event.type === 'LocationApiKeyGenerated')
    return { collection: 'locations', id: event.metadata.locationShortName };
  if (event.type === 'LocationOpened')
    return { collection: 'locations', id: String((event.data.info as { shortName: string }).shortName) };
  const kind = settingsEventKind(event.type);
  if (!kind) return undefined;
  const { idField } = settingsLists[kind.list];
  const id = kind.kind === 'Added' ? (event.data.item as Record<string, unknown>)[idField] : event.data.id;
  return { collection: kind.list, id: `${event.metadata.locationShortName}:${String(id)}` };
}

/** Settings lists and locations, one document per item with its location (ids are '{location}:{itemId}'). */
export const settingsProjector: Projector = {
  name: 'settings',
  collections: [...listNames, 'locations'],
  indexes: { ...Object.fromEntries(listNames.map((l) => [l, [['locationShortName']]])), locations: [['apiKey']] },
  keys: (event) => {
    const key = keyOf(event);
    return key ? [key] : [];
  },
  apply(event, read) {
    const key = keyOf(event);
    if (!key) return [];
    if (event.type === 'LocationOpened')
      return [{ op: 'upsert', collection: 'locations', doc: { ...(event.data.info as object), id: key.id } }];
    if (event.type === 'LocationApiKeyGenerated') {
      const place = read('locations', key.id);
      return place ? [{ op: 'upsert', collection: 'locations', doc: { ...place, apiKey: event.data.apiKey } }] : [];
    }
    const kind = settingsEventKind(event.type)!;
    const current = read(key.collection, key.id);
    const locationShortName = event.metadata.locationShortName;
    if (kind.kind === 'Added')
      return [
        {
          op: 'upsert',
          collection: key.collection,
          doc: { ...(event.data.item as object), id: key.id, locationShortName },
        },
      ];
    if (!current) return [];
    const patch = kind.kind === 'Changed' ? (event.data.changes as object) : { deletedAt: event.data.deletedAt };
    return [{ op: 'upsert', collection: key.collection, doc: { ...current, ...patch } }];
  },
};
