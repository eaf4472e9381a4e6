import { type ListItem, type SettingsListName, settingsListNames } from '../settings/lists.ts';
import { defineReadModel, type ReadModel } from './define.ts';

/** A settings list's item (`id` is `{location}:{itemId}`) with its location. */
export type ListItemDoc = ListItem & { id: string; locationShortName: string };

/** Each settings list, one collection named after it, read by location. */
export const settingsListModels = Object.fromEntries(
  settingsListNames.map((list) => [
    list,
    defineReadModel<ListItemDoc>({ collection: list, indexes: [['locationShortName']] }),
  ]),
) as Record<SettingsListName, ReadModel<ListItemDoc>>;

/** A list's stream version at a location (`id` is `{location}:{list}`): the ETag its GET answers. */
export type ListVersionDoc = { id: string; locationShortName: string; list: SettingsListName; version: number };

export const settingsVersionsModel = defineReadModel<ListVersionDoc>({ collection: 'settingsVersions', indexes: [] });

export const listVersionId = (location: string, list: SettingsListName) => `${location}:${list}`;
