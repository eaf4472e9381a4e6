import type { DisplayPreferences } from '../display-preferences.ts';
import type { UserEvents } from '../identity/dto.ts';
import type { UserLanguage } from '../identity/users.ts';
import type { LocationSettings } from '../locations/settings.ts';
import { defineReadModel } from './define.ts';

/** A user as sign-in, the access check and the Users screen read them, with their stream's version. */
export type UserDoc = UserEvents['UserRegistered'] & {
  id: string;
  selectedLocation: string | null;
  eula: boolean;
  emailConfirmedAt: string | null;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  version: number;
  /** Absent until the user chooses one. */
  language?: UserLanguage;
  /** By location short name, as saved (defaults fill what is missing). */
  displayPreferences?: Record<string, DisplayPreferences>;
};

export const usersModel = defineReadModel<UserDoc>({
  collection: 'users',
  indexes: [['email'], ['locationShortNames']],
});

/** A location's settings (`id` is its short name) with the version of its stream, sent back as If-Match. */
export type LocationSettingsDoc = LocationSettings & { id: string; version: number };

export const locationSettingsModel = defineReadModel<LocationSettingsDoc>({
  collection: 'locationSettings',
  indexes: [['apiKey']],
});
