import {
  addGroupSchema,
  addNoteCategorySchema,
  addTodoSchema,
  apptCategoriesSchema,
  badgesSchema,
  builtInNoteCategories,
  contactsSchema,
  defaultBadgeStates,
  delayReasonSchema,
  delayReasonsSchema,
  departmentsSchema,
  type FieldError,
  forbidden,
  groupsSchema,
  idParams,
  invalid,
  isEmptyId,
  jobClassesSchema,
  Level,
  type ListItem,
  mediaCategoriesSchema,
  mediaCategorySchema,
  messagingPresetSchema,
  messagingPresetsSchema,
  noteCategoriesSchema,
  packagesOf,
  Refusal,
  type SaveTodos,
  type SettingsListName,
  savedTodosSchema,
  saveTodosSchema,
  settingsItemSchema,
  settingsListSchema,
  settingsMessages,
  type Todo,
  type TodoGroup,
} from '@bayline/contracts';
import type { RouteAccess } from '@bayline/platform/http';
import { sessionOf } from '@bayline/platform/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CommandContext, Decided } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { commandRoute, expectedVersionOf } from '../shared/http.ts';
import { settingsCommands } from './commands.ts';
import { type ListState, liveItems } from './list.ts';

/** What each settings route takes from the client. */
const input = {
  contacts: { body: contactsSchema },
  noteCategory: { body: addNoteCategorySchema },
  todo: { body: addTodoSchema },
  group: { body: addGroupSchema },
  delay: { body: delayReasonSchema },
  delayId: { params: idParams('delayId') },
  mediaCategory: { body: mediaCategorySchema },
  messagingPreset: { body: messagingPresetSchema },
  todos: { body: saveTodosSchema },
};

/** A short name made from a name: capitals and digits without spaces or punctuation (groups, departments). */
export const groupShortName = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '')
    .slice(0, 20);

/** A short name for a new item not yet used by any item of the list (removed ones included: jobs still name them). */
function freeShortName(name: string, taken: Set<string>): string {
  const base = groupShortName(name) || 'ITEM';
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base.slice(0, 20 - String(n).length)}${n}`;
  taken.add(candidate);
  return candidate;
}

const adminWrite: RouteAccess = { area: 'admin', need: 'write' };

/** Rows naming the same name twice (case-insensitive): each later one is refused with `message`. */
function duplicateNames(rows: ListItem[], field: string, message: string, prefix = ''): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  rows.forEach((row, index) => {
    const name = String(row[field]).toLowerCase();
    if (seen.has(name)) errors.push({ field: `${prefix}${index}.${field}`, message });
    seen.add(name);
  });
  return errors;
}

/** A saved list is answered as a GET answers it: live items in order, with its version as ETag. */
const theList = (list: SettingsListName) => ({
  body: (result: Decided<ListState>) => liveItems(list, result.state),
  etag: (result: Decided<ListState>) => result.version,
});

/** An item added on the fly, answered as it was added. */
type Added = { position: number; version: number; item: ListItem };
const theItem = { body: (result: Added) => result.item };
/** ... with the list's version as ETag. */
const theItemAndVersion = { ...theItem, etag: (result: Added) => result.version };

/** What every list route is made with: the commands, adding one item, and PUT of a whole list. */
function listRoutes(app: FastifyInstance, deps: CommandDeps) {
  const settings = settingsCommands(deps);

  const addItem = async (ctx: CommandContext, list: SettingsListName, item: ListItem): Promise<Added> => ({
    ...(await settings.addItem(ctx, list, item)),
    item,
  });

  /**
   * PUT of a whole list (spec 2 section 7): access first (route config), then the body (schema), then the version
   * the client saw (If-Match, 409 with the current list when stale), then `prepare` on the list as it stands.
   */
  function putList<S extends z.ZodType<ListItem[]>>(
    path: string,
    list: SettingsListName,
    body: S,
    options: {
      access?: RouteAccess;
      prepare?: (rows: z.output<S>, current: ListState, request: FastifyRequest) => ListItem[];
    } = {},
  ) {
    commandRoute(
      app,
      {
        method: 'PUT',
        url: path,
        access: options.access ?? adminWrite,
        input: { body },
        answers: { 200: settingsListSchema(list) },
      },
      (request, ctx) => {
        const rows = request.body as z.output<S>;
        return settings.saveList(
          ctx,
          list,
          (current) => (options.prepare ? options.prepare(rows, current, request) : rows),
          expectedVersionOf(request),
        );
      },
      theList(list),
    );
  }

  return { settings, addItem, putList };
}

export async function settingsRoutes(app: FastifyInstance, deps: CommandDeps) {
  const { settings, addItem, putList } = listRoutes(app, deps);

  putList('/jobclass', 'jobClasses', jobClassesSchema);

  // New departments and subdepartments get a short name jobs can name; stored ones keep theirs.
  putList('/departments/settings', 'departments', departmentsSchema, {
    prepare: (rows, current) => {
      const taken = new Set([...current.values()].map((d) => String(d.shortName)));
      const subTaken = new Set(
        [...current.values()].flatMap((d) => ((d.subdepartments as ListItem[]) ?? []).map((s) => String(s.shortName))),
      );
      return rows.map((row) => {
        const stored = current.get(row.departmentId);
        const subdepartments = row.subdepartments.map((s) =>
          isEmptyId(s.subdepartmentId) ? { ...s, shortName: freeShortName(s.name, subTaken) } : s,
        );
        return stored && !stored.deletedAt
          ? { ...row, subdepartments }
          : { ...row, subdepartments, shortName: freeShortName(row.name, taken) };
      });
    },
  });

  // A new badge starts with the five default states (spec 2 section 3).
  putList('/badges', 'badges', badgesSchema, {
    prepare: (rows, current) =>
      rows.map((row) =>
        !current.get(row.badgeId) && row.badgeStates.length === 0
          ? { ...row, badgeStates: defaultBadgeStates.map((s) => ({ ...s, badgeStateId: '', badgeNotifications: [] })) }
          : row,
      ),
  });

  putList('/groups', 'groups', groupsSchema, {
    prepare: (rows, current, request) => {
      const errors = duplicateNames(rows, 'name', settingsMessages.nameExists);
      if (errors.length) throw invalid(errors);
      const taken = new Set(current.keys());
      const location = sessionOf(request).locationShortName;
      return rows.map((row) => ({
        ...row,
        shortName: isEmptyId(row.shortName) ? freeShortName(row.name, taken) : row.shortName,
        locationShortName: location,
      }));
    },
  });

  // The assignee list (spec 1 section 7 "PUT Contacts").
  putList('/contacts', 'contacts', contactsSchema);

  // Only custom categories are sent; the public ones (System, Communications) cannot be changed.
  const publicNoteCategoryIds = new Set(builtInNoteCategories.map((c) => c.noteCategoryId));
  putList('/notecategories', 'noteCategories', noteCategoriesSchema, {
    prepare: (rows) => {
      const errors = rows.flatMap((row, index) =>
        publicNoteCategoryIds.has(row.noteCategoryId)
          ? [{ field: `${index}.noteCategoryId`, message: settingsMessages.publicNoteCategory }]
          : [],
      );
      if (errors.length) throw invalid(errors);
      return rows.map((row) => ({ ...row, isCustom: true, isPublic: false }));
    },
  });

  putList('/Delay', 'delayReasons', delayReasonsSchema);

  // Built-in media categories (Messaging) stay as they are: a changed one is refused, a left-out one is kept.
  putList('/media/categories', 'mediaCategories', mediaCategoriesSchema, {
    prepare: (rows, current) => {
      const builtIn = [...current.values()].filter((c) => !c.isCustom && !c.deletedAt);
      const errors = rows.flatMap((row, index) => {
        const stored = builtIn.find((c) => c.mediaCategoryId === row.mediaCategoryId);
        return stored && (stored.description !== row.description || stored.isActive !== row.isActive)
          ? [{ field: `${index}.description`, message: settingsMessages.builtInMediaCategory }]
          : [];
      });
      if (errors.length) throw invalid(errors);
      const sent = new Set(rows.map((r) => r.mediaCategoryId));
      return [
        ...rows.map((row) =>
          builtIn.some((c) => c.mediaCategoryId === row.mediaCategoryId) ? row : { ...row, isCustom: true },
        ),
        ...builtIn.filter((c) => !sent.has(String(c.mediaCategoryId))),
      ];
    },
  });

  // One delay reason added on the fly, and one removed (spec 2 section 7 "POST / DELETE Delay").
  commandRoute(
    app,
    {
      method: 'POST',
      url: '/Delay',
      access: adminWrite,
      input: input.delay,
      answers: { 201: settingsItemSchema('delayReasons') },
    },
    (request, ctx) => addItem(ctx, 'delayReasons', { delayId: deps.newId(), ...request.body, deletedAt: null }),
    theItemAndVersion,
  );
  commandRoute(
    app,
    {
      method: 'DELETE',
      url: '/Delay/:delayId',
      access: adminWrite,
      input: input.delayId,
      answers: { 200: settingsListSchema('delayReasons') },
    },
    (request, ctx) => settings.removeItem(ctx, 'delayReasons', request.params.delayId),
    theList('delayReasons'),
  );

  // Add Media Category: needs on-the-fly write, and neither admin nor on-the-fly "no access" (spec 2 section 6).
  commandRoute(
    app,
    {
      method: 'POST',
      url: '/media/categories',
      access: { area: 'onthefly', need: 'write' },
      input: input.mediaCategory,
      answers: { 201: settingsItemSchema('mediaCategories') },
    },
    (request, ctx) => {
      if (sessionOf(request).permissions.admin === Level.noAccess)
        throw forbidden('Adding a media category needs admin access');
      const category = { mediaCategoryId: deps.newId(), ...request.body, isCustom: true, deletedAt: null };
      return addItem(ctx, 'mediaCategories', category);
    },
    theItemAndVersion,
  );

  // Packages and tasks saved together (spec 2 "PUT todos/groups"): answered with both.
  commandRoute(
    app,
    { method: 'PUT', url: '/todos/groups', access: adminWrite, input: input.todos, answers: { 200: savedTodosSchema } },
    async (request, ctx) => {
      const { groups, todos } = namedTodos(request.body, deps.newId);
      const [savedGroups, savedTodos] = (await settings.saveLists(ctx, [
        { list: 'todoGroups', edit: () => groups },
        { list: 'todos', edit: () => todos },
      ])) as Decided<ListState>[];
      if (!savedGroups || !savedTodos) throw new Error('Packages and tasks are saved together');
      return { savedGroups, savedTodos, position: Math.max(savedGroups.position, savedTodos.position) };
    },
    {
      body: ({ savedGroups, savedTodos }) => ({
        groups: packagesOf(
          liveItems('todoGroups', savedGroups.state) as unknown as TodoGroup[],
          liveItems('todos', savedTodos.state) as unknown as Todo[],
        ),
        todos: liveItems('todos', savedTodos.state),
      }),
    },
  );

  // The nested Add Note Category dialog: a custom category of this location.
  commandRoute(
    app,
    {
      method: 'POST',
      url: '/notecategories',
      access: { area: 'onthefly', need: 'write' },
      input: input.noteCategory,
      answers: { 201: settingsItemSchema('noteCategories') },
    },
    (request, ctx) =>
      addItem(ctx, 'noteCategories', {
        ...request.body,
        noteCategoryId: deps.newId(),
        isCustom: true,
        isPublic: false,
        deletedAt: null,
      }),
    theItem,
  );

  // Add Package Task: a new task, put at the end of its package.
  commandRoute(
    app,
    {
      method: 'POST',
      url: '/todos',
      access: { area: 'jobtodolist', need: 'write' },
      input: input.todo,
      answers: { 201: settingsItemSchema('todos') },
    },
    async (request, ctx) => {
      const { todoGroupId, description } = request.body;
      const todo = { todoId: deps.newId(), todoGroupId, description, isActive: true, deletedAt: null };
      const [, result] = await settings.addTodo(ctx, todo).catch((error) => {
        throw error instanceof Refusal && error.name === 'NotFound'
          ? invalid([{ field: 'todoGroupId', message: 'Package is required' }])
          : error;
      });
      if (!result) throw new Error('The task is decided with its package');
      return { ...result, item: todo };
    },
    theItem,
  );

  // Add Group on the fly (spec 1): needs on-the-fly write, and admin must not be "no access".
  commandRoute(
    app,
    {
      method: 'POST',
      url: '/groups',
      access: { area: 'onthefly', need: 'write' },
      input: input.group,
      answers: { 201: settingsItemSchema('groups') },
    },
    async (request, ctx) => {
      const session = sessionOf(request);
      if (session.permissions.admin === 1) throw forbidden('Adding a group needs admin access');
      const { name, locationShortName } = request.body;
      if (locationShortName && locationShortName !== session.locationShortName)
        throw forbidden('Groups can be added only to the selected location');
      const catalog = await deps.catalogs.load(session.locationShortName);
      const shortName = groupShortName(name);
      if (!shortName) throw invalid([{ field: 'name', message: 'Name must contain a letter or digit' }]);
      if (
        catalog.groups.some(
          (g) => !g.deletedAt && (g.shortName === shortName || g.name.toLowerCase() === name.toLowerCase()),
        )
      )
        throw new Refusal('GroupNameTaken', 'A group with this name exists', {
          errors: [{ field: 'name', message: 'A group with this name exists' }],
        });
      const group = { shortName, name, locationShortName: session.locationShortName, isActive: true, deletedAt: null };
      return addItem(ctx, 'groups', group);
    },
    theItem,
  );
}

/**
 * Packages and tasks as saved: names unique within each (spec 2 messages), new rows named, a placeholder id of a
 * new task or package (the empty id plus a timestamp) replaced wherever the body names it, and a new task put at
 * the end of its package when the package does not list it.
 */
export function namedTodos(body: SaveTodos, newId: () => string) {
  const errors = [
    ...duplicateNames(body.groups, 'description', settingsMessages.packageExists, 'groups.'),
    ...duplicateNames(body.todos, 'description', settingsMessages.taskExists, 'todos.'),
  ];
  if (errors.length) throw invalid(errors);
  const named = new Map<string, string>();
  const name = (id: string) => {
    if (!isEmptyId(id)) return id;
    if (id === '' || !id.slice(36)) return newId();
    if (!named.has(id)) named.set(id, newId());
    return named.get(id)!;
  };
  // A task outside every package keeps an empty package id.
  const link = (id: string) => (isEmptyId(id) && !id.slice(36) ? '' : name(id));
  const sentAndNamed = body.todos.map((sent) => ({
    sent,
    todo: { ...sent, todoId: name(sent.todoId), todoGroupId: link(sent.todoGroupId) },
  }));
  const todos = sentAndNamed.map(({ todo }) => todo);
  const groups = body.groups.map((g) => ({ ...g, todoGroupId: name(g.todoGroupId), todoIds: g.todoIds.map(name) }));
  const byId = new Map(groups.map((g) => [g.todoGroupId, g]));
  sentAndNamed.forEach(({ sent, todo }, index) => {
    const group = byId.get(todo.todoGroupId);
    if (!group && !isEmptyId(sent.todoGroupId))
      errors.push({ field: `todos.${index}.todoGroupId`, message: 'Package is required' });
    if (group && isEmptyId(sent.todoId) && !group.todoIds.includes(todo.todoId)) group.todoIds.push(todo.todoId);
  });
  if (errors.length) throw invalid(errors);
  return { groups, todos };
}

/** The preset messages, in the messaging area (/api/messaging/v1). */
export async function presetMessageRoutes(app: FastifyInstance, deps: CommandDeps) {
  const { addItem, putList } = listRoutes(app, deps);
  // Editing presets needs messaging write; adding one needs admin write too (spec 2 section 6).
  putList('/MessagingPresets', 'messagingPresets', messagingPresetsSchema, {
    access: { area: 'messaging', need: 'write' },
    prepare: (rows, current, request) => {
      const adds = rows.some(
        (row) => !current.get(row.messagingPresetId) || current.get(row.messagingPresetId)?.deletedAt,
      );
      if (adds && sessionOf(request).permissions.admin !== Level.write)
        throw forbidden('Adding a preset message needs admin write access');
      return rows;
    },
  });
  // Add Preset Message from the composer: shown with on-the-fly write, needs messaging write (spec 1 section 6).
  commandRoute(
    app,
    {
      method: 'POST',
      url: '/MessagingPresets',
      access: { area: 'messaging', need: 'write' },
      input: input.messagingPreset,
      answers: { 201: settingsItemSchema('messagingPresets') },
    },
    (request, ctx) => {
      if (sessionOf(request).permissions.onthefly !== Level.write)
        throw forbidden('Adding a preset message needs on-the-fly write access');
      return addItem(ctx, 'messagingPresets', { messagingPresetId: deps.newId(), ...request.body, deletedAt: null });
    },
    theItemAndVersion,
  );
}

/** The appointment categories, in the scheduling area (/api/scheduling/v1). */
export async function appointmentCategoryRoutes(app: FastifyInstance, deps: CommandDeps) {
  const { putList } = listRoutes(app, deps);
  putList('/Appointment/ApptCategory', 'apptCategories', apptCategoriesSchema, {
    prepare: (rows, current) =>
      rows.map((row) => ({ ...row, isPublic: Boolean(current.get(row.apptCategoryId)?.isPublic) })),
  });
}
