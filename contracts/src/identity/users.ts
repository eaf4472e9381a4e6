import { z } from 'zod';
import { boundedList, locationShortNameSchema, maxEmailLength, maxPasswordLength, newOrIdSchema } from '../bounds.ts';
import { type Area, allPowerfulRoles, areas } from '../permissions.ts';
import { onceValid, whenFieldsPass } from '../validation.ts';

export const maxUserNameLength = 25;
export const minPasswordLength = 10;
/** A new user starts able to read the dashboard only (spec 2 section 4). */
export const newUserRoles = ['dashReader'];
export const mfaMethods = ['None', 'Email', 'Sms'] as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const name = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(maxUserNameLength, { error: `Must be ${maxUserNameLength} characters or fewer` });

export const userEmailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .min(1, { error: 'E-mail is required' })
  .max(maxEmailLength, { error: 'E-mail must be valid', ...onceValid })
  .regex(emailPattern, { error: 'E-mail must be valid', ...onceValid })
  .transform((e) => e.toLowerCase());

/** Role strings a user can hold: '{area}-reader|writer|completer', dashReader, support and owner. */
const roleSchema = z
  .string({ error: 'A role is required' })
  .regex(/^([a-z]{2,30}-(reader|writer|completer)|dashReader|support|owner)$/, { error: 'Not a role' });

/** One row of PUT users/policyusers; an all-zero or empty userId is a new user. */
export const policyUserSchema = z.object({
  userId: newOrIdSchema,
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  email: userEmailSchema,
  /** Empty keeps the current password; required for a new user. */
  password: z
    .string()
    .max(maxPasswordLength, { error: `Password must be ${maxPasswordLength} characters or fewer` })
    .refine((p) => p === '' || p.length >= minPasswordLength, {
      error: `Password must be ${minPasswordLength} characters or more`,
      ...onceValid,
    })
    .default(''),
  isActive: z.boolean({ error: 'Must be true or false' }).default(true),
  mfaMethod: z.enum(mfaMethods, { error: `MFA method must be one of ${mfaMethods.join(', ')}` }).default('None'),
  /** Absent for a new user: it starts with the dashboard reader role. */
  roles: z.array(roleSchema).max(60, { error: 'At most 60 roles' }).optional(),
  /** Absent for a new user: it gets the location the list is saved at. */
  locations: z
    .array(z.object({ shortName: locationShortNameSchema }))
    .max(100, { error: 'At most 100 locations' })
    .optional(),
});
export const policyUsersSchema = boundedList(policyUserSchema, 500, 'A list of users is required');
export type PolicyUserInput = z.input<typeof policyUserSchema>;
export type PolicyUserSaved = z.output<typeof policyUserSchema>;

/** GET users/testuser/{email}. */
export const testUserParamsSchema = z.object({ email: userEmailSchema });
export interface TestUserAnswer {
  /** The address is free for a new user. */
  ok: boolean;
}

/** A user as the Users screen shows it (no password hash). */
export interface PolicyUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  mfaMethod: string;
  roles: string[];
  createdAt: string;
  locations: { shortName: string; name: string }[];
}

/** An area of the permission dialog and the role string's stem ('{role}-reader', '{role}-writer'). */
export interface AvailableRole {
  role: string;
  area: string;
  /** An area with nothing to write (audit): its line offers No Access and Read Only. */
  readOnly?: boolean;
}

/** GET users/settings: the selected location's users, in order, and the areas of the permission dialog. */
export interface UsersSettings {
  users: PolicyUser[];
  availableRoles: AvailableRole[];
  /** The Messaging area shows only when the location has messaging (spec 2 section 4). */
  enableMessaging: boolean;
}

/** Role stems that name an area differently. */
const roleOfArea: Partial<Record<Area, string>> = { scheduler: 'schedule' };

/** Areas whose routes only read: a writer's role would give nothing more. */
const readOnlyAreas: ReadonlySet<Area> = new Set(['audit']);

/** The areas of the permission dialog ('jobmessaging' is the same right as 'messaging'). */
export const availableRoles: AvailableRole[] = areas
  .filter((area) => area !== 'jobmessaging')
  .map((area) => ({ role: roleOfArea[area] ?? area, area, ...(readOnlyAreas.has(area) && { readOnly: true }) }));

/** A kind of user the permission dialog sets every area for at once. */
export const rolePresets = ['technician', 'estimator', 'manager', 'viewer'] as const;
export type RolePreset = (typeof rolePresets)[number];

type PresetLevel = 'read' | 'write';
const jobAreas = ['jobfolder', 'jobinformation', 'jobtodolist', 'jobassignments', 'jobmedia', 'jobclosing'] as const;
const everyArea = (level: PresetLevel) =>
  Object.fromEntries(availableRoles.map(({ area }) => [area, level])) as Partial<Record<Area, PresetLevel>>;

/**
 * Each preset's level per area (an area not named: no access). A technician reads the job and works the board,
 * its tasks and photos; an estimator writes jobs, estimates and the schedule and reads the dashboard; a manager
 * writes everywhere and audits; a viewer reads what the others work on.
 */
const presetLevels: Record<RolePreset, Partial<Record<Area, PresetLevel>>> = {
  technician: {
    jobfolder: 'read',
    jobinformation: 'read',
    jobtodolist: 'write',
    jobassignments: 'read',
    jobmedia: 'write',
    board: 'write',
  },
  estimator: {
    ...Object.fromEntries(jobAreas.map((area) => [area, 'write'])),
    onthefly: 'write',
    scheduler: 'write',
    board: 'write',
    admin: 'read',
    dash: 'read',
  },
  manager: everyArea('write'),
  viewer: {
    ...Object.fromEntries(jobAreas.map((area) => [area, 'read'])),
    board: 'read',
    scheduler: 'read',
    dash: 'read',
  },
};

/** The role strings of a preset: '{role}-writer' or '-reader' per area, the dashboard's reader 'dashReader'. */
export function presetRoles(preset: RolePreset): string[] {
  return availableRoles.flatMap(({ role, area, readOnly }) => {
    const level = presetLevels[preset][area as Area];
    if (!level) return [];
    if (level === 'write' && !readOnly) return [`${role}-writer`];
    return [area === 'dash' ? 'dashReader' : `${role}-reader`];
  });
}

export const isAllPowerful = (roles: readonly string[]) =>
  roles.some((r) => (allPowerfulRoles as readonly string[]).includes(r));

/** Users in the screen's order: last name, first name, e-mail. */
export function byUserName(a: PolicyUser, b: PolicyUser): number {
  const compare = (x: string, y: string) => x.localeCompare(y, undefined, { sensitivity: 'base' });
  return compare(a.lastName, b.lastName) || compare(a.firstName, b.firstName) || compare(a.email, b.email);
}

export const userMessages = {
  notYourself: 'You cannot delete or deactivate yourself',
  keepsEveryRight: 'Support and owner users keep every right and cannot be deleted',
  emailTaken: 'This e-mail is already in use',
  passwordRequired: `Password must be ${minPasswordLength} characters or more`,
  onlySupportGrants: 'Only support users can give the support or owner role',
  notYourLocation: 'This location is not one of yours',
} as const;

/**
 * The version of a location's users list, its ETag: the events of every user stream ever at the location (deleted
 * users included). Any change to one of them raises it; a user leaving lowers it only back to a list that looks the
 * same from here.
 */
export const usersListVersion = (streamVersions: readonly number[]) =>
  streamVersions.reduce((sum, version) => sum + version + 1, 0);

/** A user's fields as the identity stream and read model both keep them. */
export interface UserFacts {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive?: boolean;
  mfaMethod: string;
  roles: string[];
  locationShortNames: string[];
  createdAt?: string;
}

/**
 * A user as the Users screen shows it. `locationNames` names the locations the viewer has: only those of the
 * user's are shown (an administrator neither sees nor changes the others), by name.
 */
export function policyUserOf(facts: UserFacts, locationNames: ReadonlyMap<string, string>): PolicyUser {
  return {
    userId: facts.userId,
    email: facts.email,
    firstName: facts.firstName,
    lastName: facts.lastName,
    isActive: facts.isActive ?? true,
    mfaMethod: facts.mfaMethod,
    roles: [...facts.roles],
    createdAt: facts.createdAt ?? '',
    locations: facts.locationShortNames
      .filter((shortName) => locationNames.has(shortName))
      .map((shortName) => ({ shortName, name: locationNames.get(shortName)! }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The languages the app speaks (spec 3 section 2.13). */
export const userLanguages = ['en', 'fr', 'ro', 'zh'] as const;
export type UserLanguage = (typeof userLanguages)[number];

/**
 * PUT users: the signed-in user's own name (spec 3 sections 2.5 and 5 "User settings") and, when they choose one,
 * the language the app speaks to them (kept on the server so it follows them to any browser).
 */
export const userSettingsSchema = z.object({
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  language: z.enum(userLanguages, { error: `Language must be one of ${userLanguages.join(', ')}` }).optional(),
});
export type UserSettingsInput = z.input<typeof userSettingsSchema>;

const newPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .max(maxPasswordLength, { error: `Password must be ${maxPasswordLength} characters or fewer`, ...onceValid })
    .min(minPasswordLength, { error: `Password must be ${minPasswordLength} characters or more`, ...onceValid });

export const passwordsMustMatch = 'Passwords must match';
export const wrongCurrentPassword = 'The current password is not correct';

/**
 * PUT users/password: the signed-in user's new password and its confirmation, and the current one (spec 3 is
 * silent on it; a session left open on a shared shop computer must not be enough to take the account).
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' })
      .max(maxPasswordLength, { error: `Password must be ${maxPasswordLength} characters or fewer` }),
    password: newPassword('Password is required'),
    confirmPassword: newPassword('Password is required'),
  })
  .refine((p) => p.password === p.confirmPassword, {
    error: passwordsMustMatch,
    path: ['confirmPassword'],
    ...whenFieldsPass('password', 'confirmPassword'),
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** The strength bar of the User Settings dialog: 10 points a character, at most 100. */
export const passwordStrength = (password: string) => Math.min(100, password.length * 10);
