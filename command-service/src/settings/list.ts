import {
  type FieldError,
  invalid,
  isEmptyId,
  maxListRows,
  type SettingsListName,
  settingsLists,
} from '@bayline/contracts';
import type { Aggregate, NewEvent } from '../shared/command.ts';
import { mapAggregate } from '../shared/map-aggregate.ts';

export type ListItem = Record<string, unknown>;
/** A settings list as its stream has it: items by id, removed ones kept with deletedAt (jobs still name them). */
export type ListState = ReadonlyMap<string, ListItem>;

export const listStream = (list: SettingsListName, location: string) => `${settingsLists[list].stream}-${location}`;

const aggregates = new Map<SettingsListName, Aggregate<ListState>>();

/** One aggregate per list, made once, so folded states can be kept by aggregate. */
export function listAggregate(list: SettingsListName): Aggregate<ListState> {
  const made = aggregates.get(list);
  if (made) return made;
  const { noun, idField } = settingsLists[list];
  const aggregate = mapAggregate<ListItem>((items, event) => {
    const data = event.data as { item?: ListItem; id?: string; changes?: ListItem; deletedAt?: string };
    if (event.type === `${noun}Added`) items.set(String(data.item![idField]), data.item!);
    else if (event.type === `${noun}Changed`) items.set(data.id!, { ...items.get(data.id!), ...data.changes });
    else if (event.type === `${noun}Removed`)
      items.set(data.id!, { ...items.get(data.id!), deletedAt: data.deletedAt });
  });
  aggregates.set(list, aggregate);
  return aggregate;
}

/** The items a list shows: those not removed. */
export const liveItems = (state: ListState) => [...state.values()].filter((item) => !item.deletedAt);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saving a whole list (PUT of a settings screen, or one item added on the fly): rows with an empty id are new,
 * rows whose fields differ are changed, live rows left out are removed. Nothing differs, nothing is appended.
 * Each row is looked up once in the list's Map, so a save costs O(n) in its rows. A row named twice, or a list
 * that would keep more than `maxListRows` items, is refused.
 */
export function decideListSave(
  list: SettingsListName,
  current: ListState,
  submitted: ListItem[],
  now: Date,
  newId: () => string,
): NewEvent[] {
  const { noun, idField } = settingsLists[list];
  const events: NewEvent[] = [];
  const kept = new Set<string>();
  const errors: FieldError[] = [];
  submitted.forEach((row, index) => {
    const id = String(row[idField] ?? '');
    if (!isEmptyId(id) && kept.has(id)) {
      errors.push({ field: `${index}.${idField}`, message: 'This row is in the list twice' });
      return;
    }
    const existing = isEmptyId(id) ? undefined : current.get(id);
    if (!existing) {
      const item = { ...row, [idField]: isEmptyId(id) ? newId() : id, deletedAt: null };
      kept.add(String(item[idField]));
      events.push({ type: `${noun}Added`, data: { item } });
      return;
    }
    kept.add(id);
    const changes: ListItem = {};
    for (const [key, value] of Object.entries(row))
      if (key !== idField && !same(existing[key], value)) changes[key] = value;
    if (Object.keys(changes).length) events.push({ type: `${noun}Changed`, data: { id, changes } });
  });
  if (errors.length) throw invalid(errors);
  if (kept.size > maxListRows)
    throw invalid([{ field: '(body)', message: `A list keeps at most ${maxListRows} items` }]);
  for (const [id, item] of current)
    if (!kept.has(id) && !item.deletedAt)
      events.push({ type: `${noun}Removed`, data: { id, deletedAt: now.toISOString() } });
  return events;
}
