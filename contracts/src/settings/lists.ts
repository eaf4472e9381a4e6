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
  readonly event: string;
  readonly as?: string;
  readonly with?: Readonly<Record<string, string>>;
}

export interface NestedList {
  readonly field: string;
  readonly idField: string;
  readonly noun: string;
  /** Named field events; ignored for a list kept whole per key. */
  readonly fields?: Readonly<Record<string, string>>;
  /** Items are set whole and cleared (cycle goals by job class) rather than added, changed and removed. */
  readonly whole?: boolean;
}

export interface ListDefinition {
  readonly stream: string;
  readonly idField: string;
  readonly noun: string;
  readonly plural: string;
  /** The field a list is ordered by after sortOrder, case-insensitively. */
  readonly nameField: string;
  /** Items carry a sortOrder the shop sets (drag and drop). */
  readonly ordered: boolean;
  readonly fields: Readonly<Record<string, string | FieldEvent>>;
  readonly nested: readonly NestedList[];
}

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
type Weekday = (typeof weekdays)[number];
// Named as the table's type says: Object.fromEntries keeps no key the compiler can follow.
const capacityEvents = Object.fromEntries(
  weekdays.map((weekday) => [`${weekday}Capacity`, { event: 'CapacityChanged', as: 'capacity', with: { weekday } }]),
) as { [W in Weekday as `${W}Capacity`]: { event: 'CapacityChanged'; as: 'capacity'; with: { weekday: W } } };

type Defaults = { nameField: 'description'; ordered: false; fields: Record<never, never>; nested: [] };

/** A list's definition with the defaults it does not set, its names kept as written (its events are typed by them). */
const list = <const D extends Pick<ListDefinition, 'stream' | 'idField' | 'noun' | 'plural'> & Partial<ListDefinition>>(
  def: D,
): Omit<Defaults, keyof D> & D => ({ nameField: 'description', ordered: false, fields: {}, nested: [], ...def });

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

type Lists = typeof settingsLists;

/** A named field's event: the item's id, the value under its name (or `as`), and the table's constant keys. */
type FieldEventOf<N extends string, F extends string, T> = T extends string
  ? { type: `${N}${T}`; data: { id: string } & { [K in F]: unknown } }
  : T extends { event: infer E extends string }
    ? {
        type: `${N}${E}`;
        data: { id: string } & { [K in T extends { as: infer A extends string } ? A : F]: unknown } & (T extends {
            with: infer W;
          }
            ? W
            : unknown);
      }
    : never;

type FieldEventsOf<N extends string, Fields> = {
  [F in keyof Fields & string]: FieldEventOf<N, F, Fields[F]>;
}[keyof Fields & string];

/** A nested list's events: set whole and cleared, or added, removed and changed row by row. */
type NestedEventsOf<M> = M extends { noun: infer N extends string; whole: true }
  ?
      | { type: `${N}Set`; data: { id: string; item: ListItem } }
      | { type: `${N}Cleared`; data: { id: string; itemId: string } }
  : M extends { noun: infer N extends string }
    ?
        | { type: `${N}Added`; data: { id: string; item: ListItem } }
        | { type: `${N}Removed`; data: { id: string; itemId: string } }
        | { type: `${N}DetailsChanged`; data: { id: string; itemId: string; changes: ListItem } }
        | (M extends { fields: infer Fields }
            ? {
                [F in keyof Fields & string]: {
                  type: `${N}${Fields[F] & string}`;
                  data: { id: string; itemId: string } & { [K in F]: unknown };
                };
              }[keyof Fields & string]
            : never)
    : never;

type ListEventsOf<D extends { noun: string; plural: string; fields: object; nested: readonly unknown[] }> =
  | { type: `${D['noun']}Added`; data: { item: ListItem } }
  | { type: `${D['noun']}Removed`; data: { id: string; deletedAt: string } }
  | { type: `${D['noun']}Activated`; data: { id: string } }
  | { type: `${D['noun']}Deactivated`; data: { id: string } }
  | { type: `${D['noun']}DetailsChanged`; data: { id: string; changes: ListItem } }
  // Written before the table told fields by name; read as DetailsChanged, never rewritten.
  | { type: `${D['noun']}Changed`; data: { id: string; changes: ListItem } }
  | { type: `${D['plural']}Reordered`; data: { order: string[] } }
  | FieldEventsOf<D['noun'], D['fields']>
  | NestedEventsOf<D['nested'][number]>;

/**
 * The events of settings list L (all the lists' when L is not named), a union discriminated by `type` as the other
 * aggregates' are, derived from the list's row of the table: a type the table does not name fails to compile.
 */
export type SettingsListEvent<L extends SettingsListName = SettingsListName> = L extends SettingsListName
  ? ListEventsOf<Lists[L]>
  : never;

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

/** Whether an event is a settings list's: its type is one the lists' table names. */
export function isSettingsListEvent(event: { type: string; data: object }): event is SettingsListEvent {
  return kinds.has(event.type);
}

/**
 * A list's event built from names the table puts together (`${noun}Added`, a field's event): a name the table has
 * not is a slip of the decider's, thrown at once rather than appended and never folded.
 */
export function settingsListEvent(type: string, data: object): SettingsListEvent {
  const event = { type, data };
  if (!isSettingsListEvent(event)) throw new Error(`No settings list has the event ${type}`);
  return event;
}

/** Every settings event type: what a test or a subscriber lists. */
export const settingsEventTypes = (): string[] => [...kinds.keys()];

/** The ids of the items an event touches (the projector loads these documents first). */
export function settingsEventIds(event: SettingsListEvent): string[] {
  const kind = kinds.get(event.type);
  if (!kind) return [];
  const { data } = event;
  if ('order' in data) return data.order;
  // A nested row's events name its item's id, an item's own events (but its Added) name it too.
  if ('id' in data) return [data.id];
  return [String(data.item[settingsLists[kind.list].idField])];
}

const nestedItems = (item: ListItem, nested: NestedList) => (item[nested.field] as ListItem[] | undefined) ?? [];

/** The data of the events about one item (all but an item's Added and a list's Reordered). */
type ItemEventData = Extract<SettingsListEvent, { data: { id: string } }>['data'];

/**
 * Folds one settings event into the items it touches, replacing (never changing) each touched item in `items`.
 * The one fold of the settings lists: the command side's aggregates and the settings projector both call it. What
 * an event does is its type's row of the table; its data is narrowed by the fields that row's events carry.
 */
export function evolveList(items: Map<string, ListItem>, event: SettingsListEvent) {
  const kind = kinds.get(event.type);
  if (!kind) return;
  const { rule } = kind;
  const { data } = event;
  if (rule.kind === 'added' && 'item' in data) {
    items.set(String(data.item[settingsLists[kind.list].idField]), data.item);
    return;
  }
  if ('order' in data) {
    data.order.forEach((id, sortOrder) => {
      const item = items.get(id);
      if (item) items.set(id, { ...item, sortOrder });
    });
    return;
  }
  if (!('id' in data)) return;
  const item = items.get(data.id);
  if (!item) return;
  const next = ((): ListItem => {
    switch (rule.kind) {
      case 'removed':
        return 'deletedAt' in data ? { ...item, deletedAt: data.deletedAt } : item;
      case 'activated':
      case 'deactivated':
        return { ...item, isActive: rule.kind === 'activated' };
      case 'details':
        return 'changes' in data ? { ...item, ...data.changes } : item;
      case 'field': {
        // A named field's value is under the name the table gives it.
        const values: Readonly<Record<string, unknown>> = data;
        const told = rule.rules.find((r) => Object.entries(r.with).every(([k, v]) => values[k] === v));
        return told ? { ...item, [told.field]: values[told.as] } : item;
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
  items.set(data.id, next);
}

type NestedRule = Extract<EventRule, { nested: NestedList }>;

/** A nested row added (or set whole), removed, or changed: the parent item with its nested list replaced. */
function evolveNested(item: ListItem, rule: NestedRule, data: ItemEventData): ListItem {
  const { nested } = rule;
  const rows = nestedItems(item, nested);
  const itemId = 'item' in data ? String(data.item[nested.idField]) : 'itemId' in data ? data.itemId : undefined;
  if (itemId === undefined) return item;
  const row = rows.find((r) => String(r[nested.idField]) === itemId);
  const replaced = (changed: ListItem) => rows.map((r) => (r === row ? changed : r));
  if (rule.kind === 'nestedRemoved' && row) return { ...item, [nested.field]: rows.filter((r) => r !== row) };
  if (rule.kind === 'nestedAdded' && 'item' in data)
    return { ...item, [nested.field]: row ? replaced(data.item) : [...rows, data.item] };
  if (!row || rule.kind === 'nestedRemoved') return item;
  if (!('field' in rule))
    return 'changes' in data ? { ...item, [nested.field]: replaced({ ...row, ...data.changes }) } : item;
  const values: Readonly<Record<string, unknown>> = data;
  return { ...item, [nested.field]: replaced({ ...row, [rule.field]: values[rule.field] }) };
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
