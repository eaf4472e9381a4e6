import { locationSettingsModel, type UserDoc, usersModel } from '@bayline/contracts/read-models/identity';
import type { ReadStore } from '../read-store/port.ts';
import type { Directory, UserRecord } from './access.ts';

/** Users and location names as the identity and locations read models have them. */
export function readStoreDirectory(readStore: ReadStore): Directory {
  const asUser = (doc: UserDoc | undefined): UserRecord | undefined => doc && { ...doc, userId: doc.userId ?? doc.id };
  const users = readStore.collection(usersModel);
  return {
    userById: async (userId) => asUser(await users.get(userId)),
    userByEmail: async (email) =>
      // A deleted user's address is free again.
      asUser((await users.find({ email: email.toLowerCase(), deletedAt: null }, { limit: 1 }))[0]),
    locationNames: async (shortNames) =>
      (await readStore.collection(locationSettingsModel).find({ id: { $in: shortNames } })).map((l) => ({
        shortName: String(l.shortName),
        name: String(l.name),
      })),
  };
}
