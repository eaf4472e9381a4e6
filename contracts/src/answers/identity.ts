import { z } from 'zod';
import { displayPreferencesSchema } from '../display-preferences.ts';
import type { JobLocation, SessionUser } from '../identity/dto.ts';
import { type PolicyUser, type UsersSettings, userLanguages } from '../identity/users.ts';
import { areas, Level, type Permissions } from '../permissions.ts';

const levelSchema = z.union(Object.values(Level).map((level) => z.literal(level)));
const permissionsSchema = z.object(
  Object.fromEntries(areas.map((area) => [area, levelSchema])) as Record<(typeof areas)[number], typeof levelSchema>,
) satisfies z.ZodType<Permissions>;

const placeSchema = z.object({ shortName: z.string(), name: z.string() });

/** GET users/joblocation/{jobAdminId}. */
export const jobLocationSchema: z.ZodType<JobLocation> = placeSchema;

/** The signed-in user: the answer of sign-in, GET users and every change to oneself. */
export const sessionUserSchema: z.ZodType<SessionUser> = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  locations: z.array(placeSchema.extend({ isSelected: z.boolean() })),
  mfaMethod: z.string(),
  emailConfirmedAt: z.string().nullable(),
  eula: z.boolean(),
  permissions: permissionsSchema,
  displayPreferences: displayPreferencesSchema,
  language: z.enum(userLanguages).optional(),
});

const policyUserSchema: z.ZodType<PolicyUser> = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isActive: z.boolean(),
  mfaMethod: z.string(),
  roles: z.array(z.string()),
  createdAt: z.string(),
  locations: z.array(placeSchema),
});

/** PUT users/policyusers: the location's users as saved. */
export const savedUsersSchema = z.array(policyUserSchema);

/** GET users/settings. */
export const usersSettingsSchema: z.ZodType<UsersSettings> = z.object({
  users: savedUsersSchema,
  availableRoles: z.array(z.object({ role: z.string(), area: z.string(), readOnly: z.boolean().optional() })),
  enableMessaging: z.boolean(),
});

/** A sentence for the person: sent invitations, reset requests, a password set, tags filled. */
export const messageSchema = z.object({ message: z.string() });

/** GET users/testuser/{email}: whether the address is free. */
export const addressFreeSchema = z.object({ ok: z.boolean() });
