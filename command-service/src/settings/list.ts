import {
  evolveList,
  type FieldError,
  invalid,
  isEmptyId,
  type ListDefinition,
  type ListItem,
  listOrder,
  liveInOrder,
  maxListRows,
  type NestedList,
  type SettingsListEvent,
  type SettingsListName,
  settingsListEvent,
  settingsLists,
} from '@bayline/contracts';
import type { Aggregate } from '../shared/command.ts';
import { mapAggregate } from '../shared/map-aggregate.ts';

export type { ListItem };
/** A settings list as its stream has it: items by id, removed ones kept with deletedAt (jobs still name them). */
export type ListState = ReadonlyMap<string, ListItem>;
type ListEvent = SettingsListEvent;

export const listStream = (list: SettingsListName, location: string) => `${settingsLists[list].stream}-${location}`;

const aggregates = new Map<SettingsListName, Aggregate<ListState, ListEvent>>();

/** One aggregate per list, made once, so folded states can be kept by aggregate; it folds with the contracts' fold. */
export function listAggregate(list: SettingsListName): Aggregate<ListState, ListEvent> {
  const made = aggregates.get(list);
  if (made) return made;
  const aggregate = mapAggregate<ListItem, ListEvent>(evolveList);
  aggregates.set(list, aggregate);
  return aggregate;
}

/** The items a list shows: those not removed, in the list's order. */
export const liveItems = (list: SettingsListName, state: ListState) => liveInOrder(list, state.values());

/** Equal as JSON values, whatever the order of their keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as ListItem)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as ListItem)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameValue((a as ListItem)[k], (b as ListItem)[k]));
}

/** An empty value: what a field an item was stored without (written before the field existed) reads as. */
const isEmpty = (v: unknown) =>
  v === false || v === '' || v === null || v === 0 || (Array.isArray(v) && v.length === 0);

/** A sent field is unchanged when it equals the stored one, or is empty where the item has no such field. */
const unchanged = (stored: unknown, sent: unknown) =>
  sameValue(stored, sent) || (stored === undefined && isEmpty(sent));

/** The events telling how `row` differs from `existing` in fields the row names (nested lists aside). */
function fieldEvents(def: ListDefinition, id: string, existing: ListItem, row: ListItem): ListEvent[] {
  const events: ListEvent[] = [];
  const details: ListItem = {};
  const skip = new Set([
    def.idField,
    'deletedAt',
    ...def.nested.map((n) => n.field),
    ...(def.ordered ? ['sortOrder'] : []),
  ]);
  for (const [field, value] of Object.entries(row)) {
    if (skip.has(field) || unchanged(existing[field], value)) continue;
    const told = def.fields[field];
    if (field === 'isActive' && typeof value === 'boolean')
      events.push(settingsListEvent(`${def.noun}${value ? 'Activated' : 'Deactivated'}`, { id }));
    else if (told === undefined) details[field] = value;
    else {
      const { event, as = field, with: keys = {} } = typeof told === 'string' ? { event: told } : told;
      events.push(settingsListEvent(`${def.noun}${event}`, { id, ...keys, [as]: value }));
    }
  }
  if (Object.keys(details).length)
    events.push(settingsListEvent(`${def.noun}DetailsChanged`, { id, changes: details }));
  return events;
}

/** A nested list's rows: new ones named, changed ones told field by field, missing ones removed. */
function nestedEvents(nested: NestedList, id: string, before: ListItem[], rows: ListItem[], newId: () => string) {
  const events: ListEvent[] = [];
  const old = new Map(before.map((r) => [String(r[nested.idField]), r]));
  const kept = new Set<string>();
  const added = nested.whole ? 'Set' : 'Added';
  for (const row of rows) {
    const rowId = String(row[nested.idField] ?? '');
    const existing = isEmptyId(rowId) ? undefined : old.get(rowId);
    const item = { ...row, [nested.idField]: isEmptyId(rowId) ? newId() : rowId };
    kept.add(String(item[nested.idField]));
    if (!existing || nested.whole) {
      if (!existing || Object.entries(row).some(([field, value]) => !unchanged(existing[field], value)))
        events.push(
          settingsListEvent(`${nested.noun}${added}`, { id, item: existing ? { ...existing, ...row } : item }),
        );
      continue;
    }
    const details: ListItem = {};
    for (const [field, value] of Object.entries(row)) {
      if (field === nested.idField || unchanged(existing[field], value)) continue;
      const event = nested.fields?.[field];
      if (event) events.push(settingsListEvent(`${nested.noun}${event}`, { id, itemId: rowId, [field]: value }));
      else details[field] = value;
    }
    if (Object.keys(details).length)
      events.push(settingsListEvent(`${nested.noun}DetailsChanged`, { id, itemId: rowId, changes: details }));
  }
  for (const itemId of old.keys())
    if (!kept.has(itemId))
      events.push(settingsListEvent(`${nested.noun}${nested.whole ? 'Cleared' : 'Removed'}`, { id, itemId }));
  return events;
}

/** A new item as its Added event carries it: named, not removed, its nested rows named. */
function newItem(def: ListDefinition, row: ListItem, id: string, newId: () => string): ListItem {
  const item: ListItem = { ...row, [def.idField]: id, deletedAt: null };
  for (const nested of def.nested)
    if (Array.isArray(row[nested.field]))
      item[nested.field] = (row[nested.field] as ListItem[]).map((r) =>
        isEmptyId(String(r[nested.idField] ?? '')) ? { ...r, [nested.idField]: newId() } : r,
      );
  return item;
}

/**
 * Saving a whole list (PUT of a settings screen, or one item added on the fly): rows with an empty id are new,
 * rows that differ are told field by field in the shop's words, live rows left out are removed, a new order is
 * one Reordered event. Nothing differs, nothing is appended. Each row is looked up once in the list's Map, so a
 * save costs O(n) in its rows. A row named twice, or a list that would keep more than `maxListRows` items, is
 * refused.
 */
export function decideListSave(
  list: SettingsListName,
  current: ListState,
  submitted: ListItem[],
  now: Date,
  newId: () => string,
): ListEvent[] {
  const def: ListDefinition = settingsLists[list];
  const { noun, idField } = def;
  const added: ListEvent[] = [];
  const changed: ListEvent[] = [];
  const kept: ListItem[] = [];
  const keptIds = new Set<string>();
  const errors: FieldError[] = [];
  submitted.forEach((row, index) => {
    const sent = String(row[idField] ?? '');
    if (!isEmptyId(sent) && keptIds.has(sent)) {
      errors.push({ field: `${index}.${idField}`, message: 'This row is in the list twice' });
      return;
    }
    const existing = isEmptyId(sent) ? undefined : current.get(sent);
    const id = isEmptyId(sent) ? newId() : sent;
    keptIds.add(id);
    if (!existing || existing.deletedAt) {
      const item = newItem(def, row, id, newId);
      kept.push(item);
      added.push(settingsListEvent(`${noun}Added`, { item }));
      return;
    }
    kept.push({ ...existing, ...row });
    changed.push(...fieldEvents(def, id, existing, row));
    for (const nested of def.nested)
      if (Array.isArray(row[nested.field]))
        changed.push(
          ...nestedEvents(
            nested,
            id,
            (existing[nested.field] as ListItem[] | undefined) ?? [],
            row[nested.field] as ListItem[],
            newId,
          ),
        );
  });
  if (errors.length) throw invalid(errors);
  if (keptIds.size > maxListRows)
    throw invalid([{ field: '(body)', message: `A list keeps at most ${maxListRows} items` }]);
  const removed: ListEvent[] = [];
  for (const [id, item] of current)
    if (!keptIds.has(id) && !item.deletedAt)
      removed.push(settingsListEvent(`${noun}Removed`, { id, deletedAt: now.toISOString() }));
  return [...added, ...changed, ...removed, ...reordered(list, current, kept)];
}

/**
 * The saved order (sortOrder, then name): a new item takes its place in its Added event, and one Reordered event
 * tells the new order when a stored item's place differs (sortOrder is the index).
 */
function reordered(list: SettingsListName, current: ListState, kept: ListItem[]): ListEvent[] {
  const def: ListDefinition = settingsLists[list];
  if (!def.ordered) return [];
  const inOrder = [...kept].sort(listOrder(list));
  let moved = false;
  inOrder.forEach((item, index) => {
    const stored = current.get(String(item[def.idField]));
    if (!stored || stored.deletedAt) item.sortOrder = index;
    else if (stored.sortOrder !== index) moved = true;
  });
  return moved
    ? [settingsListEvent(`${def.plural}Reordered`, { order: inOrder.map((i) => String(i[def.idField])) })]
    : [];
}
