import {
  addNoteCategorySchema,
  addTodoSchema,
  contactsSchema,
  forbidden,
  invalid,
  locationShortNameSchema,
  Refusal,
} from '@bayline/contracts';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf } from '../shared/http.ts';
import { settingsCommands } from './commands.ts';
import { liveItems } from './list.ts';

export const addGroupSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(50, {
    error: 'Name must be 50 characters or fewer',
  }),
  locationShortName: locationShortNameSchema.optional(),
});

/** What each settings route takes from the client. */
const input = {
  contacts: { body: contactsSchema },
  noteCategory: { body: addNoteCategorySchema },
  todo: { body: addTodoSchema },
  group: { body: addGroupSchema },
};

/** A group's short name: its name in capitals without spaces or punctuation. */
export const groupShortName = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '')
    .slice(0, 20);

export async function settingsRoutes(app: FastifyInstance, deps: CommandDeps) {
  const settings = settingsCommands(deps);

  // The assignee list (spec 1 section 7 "PUT Contacts"): answered with the list as saved.
  app.put<Validated<typeof input.contacts>>(
    '/contacts',
    { config: { access: { area: 'admin', need: 'write' }, input: input.contacts } },
    async (request, reply) => {
      const result = await settings.saveList(contextOf(request), 'contacts', request.body);
      const saved = liveItems(result.state);
      return answered(reply, result.position).send(saved);
    },
  );

  // The nested Add Note Category dialog: a custom category of this location.
  app.post<Validated<typeof input.noteCategory>>(
    '/notecategories',
    { config: { access: { area: 'onthefly', need: 'write' }, input: input.noteCategory } },
    async (request, reply) => {
      const category = {
        ...request.body,
        noteCategoryId: deps.newId(),
        isCustom: true,
        isPublic: false,
        deletedAt: null,
      };
      const result = await settings.addItem(contextOf(request), 'noteCategories', category);
      return answered(reply, result.position).code(201).send(category);
    },
  );

  // Add Package Task: a new task, put at the end of its package.
  app.post<Validated<typeof input.todo>>(
    '/todos',
    { config: { access: { area: 'jobtodolist', need: 'write' }, input: input.todo } },
    async (request, reply) => {
      const { todoGroupId, description } = request.body;
      const todo = { todoId: deps.newId(), todoGroupId, description, isActive: true, deletedAt: null };
      const [, result] = await settings.addTodo(contextOf(request), todo).catch((error) => {
        throw error instanceof Refusal && error.status === 404
          ? invalid([{ field: 'todoGroupId', message: 'Package is required' }])
          : error;
      });
      return answered(reply, result.position).code(201).send(todo);
    },
  );

  // Add Group on the fly (spec 1): needs on-the-fly write, and admin must not be "no access".
  app.post<Validated<typeof input.group>>(
    '/groups',
    { config: { access: { area: 'onthefly', need: 'write' }, input: input.group } },
    async (request, reply) => {
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
        throw new Refusal(409, 'A group with this name exists', {
          errors: [{ field: 'name', message: 'A group with this name exists' }],
        });
      const group = { shortName, name, locationShortName: session.locationShortName, isActive: true, deletedAt: null };
      const result = await settings.addItem(contextOf(request, session), 'groups', group);
      return answered(reply, result.position).code(201).send(group);
    },
  );
}
