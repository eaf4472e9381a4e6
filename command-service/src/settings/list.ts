import { isEmptyId, type SettingsListName, settingsLists } from '@bayline/contracts';
import type { Aggregate, NewEvent } from '../shared/command.ts';

export type ListItem = Record<string, unknown>;
/** A settings list as its stream has it: items by id, removed ones kept with deletedAt (jobs still name them). */
export type ListState = Record<string, ListItem>;

export const listStream = (list: SettingsListName, location: string) => `${settingsLists[list].stream}-${location}`;

const aggregates = new Map<SettingsListName, Aggregate<ListState>>();

/** One aggregate per list, made once, so folded states can be kept by aggregate. */
export function listAggregate(list: SettingsListName): Aggregate<ListState> {
  const made = aggregates.get(list);
  if (made) return made;
  const { noun, idField } = settingsLists[list];
  const aggregate: Aggregate<ListState> = {
    initial: () => ({}),
    evolve(state, event) {
      const data = event.data as { item?: ListItem; id?: string; changes?: ListItem; deletedAt?: string };
      if (event.type === `${noun}Added`) return { ...state, [String(data.item![idField])]: data.item! };
      if (event.type === `${noun}Changed`) return { ...state, [data.id!]: { ...state[data.id!], ...data.changes } };
      if (event.type === `${noun}Removed`)
        return { ...state, [data.id!]: { ...state[data.id!], deletedAt: data.deletedAt } };
      return state;
    },
  };
  aggregates.set(list, aggregate);
  return aggregate;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saving a whole list (PUT of a settings screen, or one item added on the fly): rows with an empty id are new,
 * rows whose fields differ are changed, live rows left out are removed. Nothing differs, nothing is appended.
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
  for (const row of submitted) {
    const id = String(row[idField] ?? '');
    const existing = !isEmptyId(id) ? current[id] : undefined;
    if (!existing) {
      const item = { ...row, [idField]: isEmptyId(id) ? newId() : id, deletedAt: null };
      kept.add(String(item[idField]));
      events.push({ type: `${noun}Added`, data: { item } });
      continue;
    }
    kept.add(id);
    const changes: ListItem = {};
    for (const [key, value] of Object.entries(row))
      if (key !== idField && !same(existing[key], value)) changes[key] = value;
    if (Object.keys(changes).length) events.push({ type: `${noun}Changed`, data: { id, changes } });
  }
  for (const [id, item] of Object.entries(current))
    if (!kept.has(id) && !item.deletedAt)
      events.push({ type: `${noun}Removed`, data: { id, deletedAt: now.toISOString() } });
  return events;
}
