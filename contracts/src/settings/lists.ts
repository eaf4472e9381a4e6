/**
 * The settings lists, one stream per list and location (`{stream}-{location}`), and the one table that says
 * which change of which field is told by which event. Both the command side (to decide and to fold) and the
 * projector (to fold) read the events through `evolveList` below: there is no second fold.
 *
 * Events of a list whose noun is N and plural P (item id in `id`):
 * - `NAdded {item}`, `NRemoved {id, deletedAt}` (soft delete), `NActivated {id}`, `NDeactivated {id}`;
 * - one event per named field, e.g. `DepartmentRenamed {id, name}`, `JobClassCapacityChanged {id, weekday, capacity}`;
 * - `NDetailsChanged {id, changes}` for the fields without a name of their own;
 * - `PReordered {order}`: the ids in their new order (sortOrder is the index);
 * - per nested list (subdepartments, cycle goals, badge states, appointment assignees): `MAdded {id, item}`,
 *   `MRemoved {id, itemId}`, its named field events `{id, itemId, field}` and `MDetailsChanged {id, itemId, changes}`;
 *   a nested list kept whole per key (cycle goals) has `MSet {id, item}` and `MCleared {id, itemId}` instead.
 * Events written before this table (`NChanged {id, changes}`) are read as `NDetailsChanged`, never rewritten.
 */

/** How one field's change is told: `${noun}${event}`, its value under `as`, plus constant keys (`with`). */
export interface FieldEvent {
  event: string;
  as?: string;
  with?: Record<string, string>;
}

export interface NestedList {
  field: string;
  idField: string;
  noun: string;
  /** Named field events; ignored for a list kept whole per key. */
  fields?: Record<string, string>;
  /** Items are set whole and cleared (cycle goals by job class) rather than added, changed and removed. */
  whole?: boolean;
}

export interface ListDefinition {
  stream: string;
  idField: string;
  noun: string;
  plural: string;
  /** The field a list is ordered by after sortOrder, case-insensitively. */
  nameField: string;
  /** Items carry a sortOrder the shop sets (drag and drop). */
  ordered: boolean;
  fields: Record<string, string | FieldEvent>;
  nested: NestedList[];
}

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const capacityEvents = Object.fromEntries(
  weekdays.map((weekday) => [
    `${weekday}Capacity`,
    { event: 'CapacityChanged', as: 'capacity', with: { weekday } } satisfies FieldEvent,
  ]),
);

const list = (
  def: Pick<ListDefinition, 'stream' | 'idField' | 'noun' | 'plural'> & Partial<ListDefinition>,
): ListDefinition => ({ nameField: 'description', ordered: false, fields: {}, nested: [], ...def });

export const settingsLists = {
  departments: list({
    stream: 'departments',
    idField: 'departmentId',
    noun: 'Department',
    plural: 'Departments',
    nameField: 'name',
    ordered: true,
    fields: {
      name: 'Renamed',
      displayColor: 'Recoloured',
      statusMessage: 'StatusMessageChanged',
      sendNotification: 'StatusMessageSendingChanged',
      dateTypeId: 'AutofillDateChanged',
      laborPercent: 'LaborPercentChanged',
    },
    nested: [
      { field: 'subdepartments', idField: 'subdepartmentId', noun: 'Subdepartment', fields: { name: 'Renamed' } },
      { field: 'jobClassCycles', idField: 'jobClassId', noun: 'CycleGoal', whole: true },
    ],
  }),
  jobClasses: list({
    stream: 'jobclasses',
    idField: 'jobClassId',
    noun: 'JobClass',
    plural: 'JobClasses',
    nameField: 'name',
    ordered: true,
    fields: {
      name: 'Renamed',
      displayColor: 'Recoloured',
      serviceDays: 'ScheduledDaysChanged',
      badgeClasses: 'BadgesChanged',
      assignees: 'DefaultAssigneesChanged',
      ...capacityEvents,
    },
  }),
  groups: list({ stream: 'groups', idField: 'shortName', noun: 'Group', plural: 'Groups', nameField: 'name' }),
  badges: list({
    stream: 'badges',
    idField: 'badgeId',
    noun: 'Badge',
    plural: 'Badges',
    fields: { description: 'Renamed', iconName: 'IconChanged' },
    nested: [
      {
        field: 'badgeStates',
        idField: 'badgeStateId',
        noun: 'BadgeState',
        fields: { description: 'Renamed', color: 'Recoloured' },
      },
    ],
  }),
  contacts: list({
    stream: 'contacts',
    idField: 'contactId',
    noun: 'Contact',
    plural: 'Contacts',
    nameField: 'name',
    fields: { name: 'Renamed' },
  }),
  noteCategories: list({
    stream: 'notecategories',
    idField: 'noteCategoryId',
    noun: 'NoteCategory',
    plural: 'NoteCategories',
    fields: { description: 'Renamed', color: 'Recoloured' },
  }),
  todoGroups: list({
    stream: 'todogroups',
    idField: 'todoGroupId',
    noun: 'TodoGroup',
    plural: 'TodoGroups',
    fields: { description: 'Renamed', todoIds: 'TasksChanged' },
  }),
  todos: list({
    stream: 'todos',
    idField: 'todoId',
    noun: 'Todo',
    plural: 'Todos',
    fields: { description: 'Renamed', todoGroupId: 'MovedToPackage' },
  }),
  delayReasons: list({
    stream: 'delays',
    idField: 'delayId',
    noun: 'DelayReason',
    plural: 'DelayReasons',
    fields: { description: 'Renamed' },
  }),
  mediaCategories: list({
    stream: 'mediacategories',
    idField: 'mediaCategoryId',
    noun: 'MediaCategory',
    plural: 'MediaCategories',
    fields: { description: 'Renamed' },
  }),
  messagingPresets: list({
    stream: 'messagingpresets',
    idField: 'messagingPresetId',
    noun: 'MessagingPreset',
    plural: 'MessagingPresets',
    nameField: 'title',
    fields: { title: 'Retitled', message: 'MessageChanged' },
  }),
  apptCategories: list({
    stream: 'apptcategories',
    idField: 'apptCategoryId',
    noun: 'AppointmentCategory',
    plural: 'AppointmentCategories',
    fields: { description: 'Renamed', displayColor: 'Recoloured' },
    nested: [{ field: 'assignments', idField: 'contactId', noun: 'AppointmentCategoryAssignee' }],
  }),
} as const satisfies Record<string, ListDefinition>;

export type SettingsListName = keyof typeof settingsLists;
export const settingsListNames = Object.keys(settingsLists) as SettingsListName[];

export type ListItem = Record<string, unknown>;

/** What one event does, found by its type. */
type EventRule =
  | { kind: 'added' | 'removed' | 'activated' | 'deactivated' | 'details' | 'reordered' }
  | { kind: 'field'; rules: { field: string; as: string; with: Record<string, string> }[] }
  | { kind: 'nestedAdded' | 'nestedRemoved' | 'nestedDetails'; nested: NestedList }
  | { kind: 'nestedField'; nested: NestedList; field: string };

export interface SettingsEventKind {
  list: SettingsListName;
  rule: EventRule;
}

const kinds = new Map<string, Readonly<SettingsEventKind>>();
for (const name of settingsListNames) {
  const def: ListDefinition = settingsLists[name];
  const put = (type: string, rule: EventRule) => {
    if (kinds.has(type) && kinds.get(type)!.rule.kind !== 'field') throw new Error(`${type} is named twice`);
    kinds.set(type, Object.freeze({ list: name, rule }));
  };
  put(`${def.noun}Added`, { kind: 'added' });
  put(`${def.noun}Removed`, { kind: 'removed' });
  put(`${def.noun}Activated`, { kind: 'activated' });
  put(`${def.noun}Deactivated`, { kind: 'deactivated' });
  put(`${def.noun}DetailsChanged`, { kind: 'details' });
  // Upcast: the events before the table told every change as `{noun}Changed {id, changes}`.
  put(`${def.noun}Changed`, { kind: 'details' });
  put(`${def.plural}Reordered`, { kind: 'reordered' });
  for (const [field, told] of Object.entries(def.fields)) {
    const { event, as = field, with: keys = {} } = typeof told === 'string' ? { event: told } : told;
    const type = `${def.noun}${event}`;
    const known = kinds.get(type)?.rule;
    const rules = known?.kind === 'field' ? known.rules : [];
    put(type, { kind: 'field', rules: [...rules, { field, as, with: keys }] });
  }
  for (const nested of def.nested) {
    put(`${nested.noun}${nested.whole ? 'Set' : 'Added'}`, { kind: 'nestedAdded', nested });
    put(`${nested.noun}${nested.whole ? 'Cleared' : 'Removed'}`, { kind: 'nestedRemoved', nested });
    if (nested.whole) continue;
    put(`${nested.noun}DetailsChanged`, { kind: 'nestedDetails', nested });
    for (const [field, event] of Object.entries(nested.fields ?? {}))
      put(`${nested.noun}${event}`, { kind: 'nestedField', nested, field });
  }
}

/** Which list an event type belongs to and what it does, or undefined for events of other streams. */
export function settingsEventKind(type: string): Readonly<SettingsEventKind> | undefined {
  return kinds.get(type);
}

/** Every settings event type: what a test or a subscriber lists. */
export const settingsEventTypes = (): string[] => [...kinds.keys()];

/** The ids of the items an event touches (the projector loads these documents first). */
export function settingsEventIds(type: string, data: Record<string, unknown>): string[] {
  const kind = kinds.get(type);
  if (!kind) return [];
  if (kind.rule.kind === 'added') return [String((data.item as ListItem)[settingsLists[kind.list].idField])];
  if (kind.rule.kind === 'reordered') return (data.order as string[]).map(String);
  return [String(data.id)];
}

const nestedItems = (item: ListItem, nested: NestedList) => (item[nested.field] as ListItem[] | undefined) ?? [];

/**
 * Folds one settings event into the items it touches, replacing (never changing) each touched item in `items`.
 * The one fold of the settings lists: the command side's aggregates and the settings projector both call it.
 */
export function evolveList(items: Map<string, ListItem>, event: { type: string; data: Record<string, unknown> }) {
  const kind = kinds.get(event.type);
  if (!kind) return;
  const { idField } = settingsLists[kind.list];
  const { rule } = kind;
  const data = event.data;
  if (rule.kind === 'added') {
    const item = data.item as ListItem;
    items.set(String(item[idField]), item);
    return;
  }
  if (rule.kind === 'reordered') {
    (data.order as string[]).forEach((id, sortOrder) => {
      const item = items.get(id);
      if (item) items.set(id, { ...item, sortOrder });
    });
    return;
  }
  const id = String(data.id);
  const item = items.get(id);
  if (!item) return;
  const next = ((): ListItem => {
    switch (rule.kind) {
      case 'removed':
        return { ...item, deletedAt: data.deletedAt };
      case 'activated':
      case 'deactivated':
        return { ...item, isActive: rule.kind === 'activated' };
      case 'details':
        return { ...item, ...(data.changes as ListItem) };
      case 'field': {
        const told = rule.rules.find((r) => Object.entries(r.with).every(([k, v]) => data[k] === v));
        return told ? { ...item, [told.field]: data[told.as] } : item;
      }
      case 'nestedAdded':
      case 'nestedRemoved':
      case 'nestedDetails':
      case 'nestedField':
        return evolveNested(item, rule, data);
      default:
        return item;
    }
  })();
  items.set(id, next);
}

type NestedRule = Extract<EventRule, { nested: NestedList }>;

/** A nested row added (or set whole), removed, or changed: the parent item with its nested list replaced. */
function evolveNested(item: ListItem, rule: NestedRule, data: Record<string, unknown>): ListItem {
  const { nested } = rule;
  const rows = nestedItems(item, nested);
  const itemId = rule.kind === 'nestedAdded' ? String((data.item as ListItem)[nested.idField]) : String(data.itemId);
  const row = rows.find((r) => String(r[nested.idField]) === itemId);
  const replaced = (changed: ListItem) => rows.map((r) => (r === row ? changed : r));
  if (rule.kind === 'nestedRemoved' && row) return { ...item, [nested.field]: rows.filter((r) => r !== row) };
  if (rule.kind === 'nestedAdded')
    return { ...item, [nested.field]: row ? replaced(data.item as ListItem) : [...rows, data.item as ListItem] };
  if (!row || rule.kind === 'nestedRemoved') return item;
  if (!('field' in rule)) return { ...item, [nested.field]: replaced({ ...row, ...(data.changes as ListItem) }) };
  return { ...item, [nested.field]: replaced({ ...row, [rule.field]: data[rule.field] }) };
}

/** The order every store answers a list in: sortOrder, then name case-insensitively, then id (a total order). */
export function listOrder(name: SettingsListName) {
  const { idField, nameField, ordered } = settingsLists[name] as ListDefinition;
  const text = (item: ListItem, field: string) => String(item[field] ?? '');
  return (a: ListItem, b: ListItem) =>
    (ordered ? Number(a.sortOrder ?? 0) - Number(b.sortOrder ?? 0) : 0) ||
    text(a, nameField).localeCompare(text(b, nameField), 'en', { sensitivity: 'base' }) ||
    (text(a, idField) < text(b, idField) ? -1 : text(a, idField) > text(b, idField) ? 1 : 0);
}

/** A list as a settings screen shows it: live items (not removed) in the list's order. */
export function liveInOrder<T>(name: SettingsListName, items: Iterable<T>): T[] {
  return [...items].filter((item) => !(item as ListItem).deletedAt).sort(listOrder(name) as (a: T, b: T) => number);
}
