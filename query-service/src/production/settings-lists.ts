import {
  autofillDateTypes,
  builtInNoteCategories,
  dateTypesSchema,
  type ListItem,
  liveInOrder,
  nameInUse,
  nameInUseSchema,
  nameQuerySchema,
  packagesOf,
  type SettingsListName,
  settingsListSchema,
  type Todo,
  type TodoGroup,
  todoPackagesSchema,
} from '@bayline/contracts';
import { listVersionId, settingsVersionsModel } from '@bayline/contracts/read-models/settings';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { listOf } from './lookups.ts';

const fromSettings = ['settings'];
const input = { none: {}, name: { query: nameQuerySchema } };

/** A list's stream version as the projector last saw it (-1: nothing saved yet): the ETag a PUT sends back. */
export async function listVersion(readStore: ReadStore, location: string, list: SettingsListName) {
  const doc = await readStore.collection(settingsVersionsModel).get(listVersionId(location, list));
  return doc?.version ?? -1;
}

const here = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).locationShortName;

/** A list as its GET answers it: the caller's location only, live items in order, with its version as ETag. */
async function answerList(readStore: ReadStore, reply: FastifyReply, location: string, list: SettingsListName) {
  const [items, version] = await Promise.all([
    listOf<ListItem>(readStore, list, location),
    listVersion(readStore, location, list),
  ]);
  reply.header('etag', `"${version}"`);
  return liveInOrder(list, items);
}

/** GET of each list at its path (spec 2 section 7), in the area the plugin is registered under. */
export async function listQueries(
  app: FastifyInstance,
  readStore: ReadStore,
  lists: readonly (readonly [path: string, list: SettingsListName])[],
) {
  for (const [path, list] of lists)
    app.get(
      path,
      {
        config: {
          access: 'location',
          answers: { 200: settingsListSchema(list) },
          input: input.none,
          projectors: fromSettings,
        },
      },
      (request, reply) => answerList(readStore, reply, here(request), list),
    );
}

/** The production area's settings lists, and the package and name checks of the Tasks screen. */
export async function settingsListQueries(app: FastifyInstance, readStore: ReadStore) {
  await listQueries(app, readStore, [
    ['/jobclass', 'jobClasses'],
    ['/departments/settings', 'departments'],
    ['/groups', 'groups'],
    ['/badges', 'badges'],
    ['/contacts', 'contacts'],
    ['/Delay', 'delayReasons'],
    ['/media/categories', 'mediaCategories'],
  ]);

  // The public categories first (they cannot be changed), then the location's own.
  app.get(
    '/notecategories',
    {
      config: {
        access: 'location',
        answers: { 200: settingsListSchema('noteCategories') },
        input: input.none,
        projectors: fromSettings,
      },
    },
    async (request, reply) => [
      ...builtInNoteCategories,
      ...(await answerList(readStore, reply, here(request), 'noteCategories')),
    ],
  );

  app.get(
    '/departments/datetypes',
    { config: { access: 'location', answers: { 200: dateTypesSchema }, input: input.none, projectors: [] } },
    async () => autofillDateTypes,
  );

  app.get(
    '/todos',
    {
      config: {
        access: 'location',
        answers: { 200: settingsListSchema('todos') },
        input: input.none,
        projectors: fromSettings,
      },
    },
    (request, reply) => answerList(readStore, reply, here(request), 'todos'),
  );

  app.get(
    '/todos/groups',
    {
      config: { access: 'location', answers: { 200: todoPackagesSchema }, input: input.none, projectors: fromSettings },
    },
    async (request) => {
      const location = here(request);
      const [groups, todos] = await Promise.all([
        listOf<TodoGroup>(readStore, 'todoGroups', location),
        listOf<Todo>(readStore, 'todos', location),
      ]);
      return packagesOf(groups, todos);
    },
  );

  for (const [path, list] of [
    ['/todos/group/isexist', 'todoGroups'],
    ['/todos/todo/isexist', 'todos'],
  ] as const)
    app.get<Validated<typeof input.name>>(
      path,
      {
        config: { access: 'location', answers: { 200: nameInUseSchema }, input: input.name, projectors: fromSettings },
      },
      async (request) => nameInUse(await listOf<TodoGroup | Todo>(readStore, list, here(request)), request.query.name),
    );
}
