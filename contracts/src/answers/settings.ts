import { z } from 'zod';
import type { Subdepartment, TodoPackage } from '../settings/dto.ts';
import { type SettingsListName, settingsLists } from '../settings/lists.ts';
import { autofillDateTypes, type DateType } from '../settings/schemas.ts';

/**
 * One item of a settings list as it is answered: its id and name checked (the names the list's definition gives);
 * the other fields are the list's schema and travel as they were saved.
 */
export function settingsItemSchema(list: SettingsListName) {
  const { idField, nameField } = settingsLists[list];
  return z.looseObject({ [idField]: z.string(), [nameField]: z.string() });
}

/** A settings list as GET answers it and as every save answers it: its live items in order. */
export const settingsListSchema = (list: SettingsListName) => z.array(settingsItemSchema(list));

export const subdepartmentsSchema: z.ZodType<Subdepartment[]> = z.array(
  z.object({
    subdepartmentId: z.string(),
    shortName: z.string(),
    name: z.string(),
    sortOrder: z.number(),
    isActive: z.boolean(),
  }),
);

export const todoPackagesSchema: z.ZodType<TodoPackage[]> = z.array(
  z.object({
    group: z.object({ todoGroupId: z.string(), description: z.string(), isActive: z.boolean() }),
    items: z.array(
      z.object({ todoGroupItemId: z.string(), todoId: z.string(), description: z.string(), sortOrder: z.number() }),
    ),
  }),
);

/** PUT todos/groups: the packages and the tasks as saved. */
export const savedTodosSchema = z.object({ groups: todoPackagesSchema, todos: settingsListSchema('todos') });

/** GET departments/datetypes: the job dates a department may fill in. */
export const dateTypesSchema = z.array(
  z.object({
    dateTypeId: z.enum(autofillDateTypes.map((d) => d.dateTypeId)),
    description: z.string(),
    isActive: z.boolean(),
    isPublic: z.boolean(),
  }),
) satisfies z.ZodType<DateType[]>;

/** GET todos/group/isexist, todos/todo/isexist: whether a live item has the name. */
export const nameInUseSchema = z.boolean();
