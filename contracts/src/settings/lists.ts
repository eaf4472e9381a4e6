/**
 * The settings lists kept one stream per list and location (`{stream}-{location}`). Saving a list appends
 * `{noun}Added`, `{noun}Changed` and `{noun}Removed` for what differs, nothing for what does not.
 */
export const settingsLists = {
  departments: { stream: 'departments', idField: 'departmentId', noun: 'Department' },
  jobClasses: { stream: 'jobclasses', idField: 'jobClassId', noun: 'JobClass' },
  groups: { stream: 'groups', idField: 'shortName', noun: 'Group' },
  badges: { stream: 'badges', idField: 'badgeId', noun: 'Badge' },
  contacts: { stream: 'contacts', idField: 'contactId', noun: 'Contact' },
  noteCategories: { stream: 'notecategories', idField: 'noteCategoryId', noun: 'NoteCategory' },
  todoGroups: { stream: 'todogroups', idField: 'todoGroupId', noun: 'TodoGroup' },
  todos: { stream: 'todos', idField: 'todoId', noun: 'Todo' },
} as const;

export type SettingsListName = keyof typeof settingsLists;

export interface SettingsListEvents {
  Added: { item: Record<string, unknown> };
  Changed: { id: string; changes: Record<string, unknown> };
  Removed: { id: string; deletedAt: string };
}

type SettingsEventKind = { list: SettingsListName; kind: keyof SettingsListEvents };

/** Every settings event type, with its list and kind: projectors ask for each event of the log. */
const settingsEventKinds = new Map<string, Readonly<SettingsEventKind>>();
for (const [list, def] of Object.entries(settingsLists) as [SettingsListName, { noun: string }][])
  for (const kind of ['Added', 'Changed', 'Removed'] as const)
    settingsEventKinds.set(`${def.noun}${kind}`, Object.freeze({ list, kind }));

/** Which list and which kind of change an event type names, or undefined for other events. */
export function settingsEventKind(type: string): Readonly<SettingsEventKind> | undefined {
  return settingsEventKinds.get(type);
}
