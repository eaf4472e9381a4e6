import type { ReadStore } from '../read-store/port.ts';
import type { Directory, UserRecord } from './access.ts';

/** Users and location names as the identity and locations read models have them. */
export function readStoreDirectory(readStore: ReadStore): Directory {
  const asUser = (doc: Record<string, unknown> | undefined) =>
    doc ? ({ ...doc, userId: String(doc.userId ?? doc.id) } as unknown as UserRecord) : undefined;
  return {
    userById: async (userId) => asUser(await readStore.get('users', userId)),
    userByEmail: async (email) =>
      // A deleted user's address is free again.
      asUser((await readStore.find('users', { email: email.toLowerCase(), deletedAt: null }, { limit: 1 }))[0]),
    locationNames: async (shortNames) =>
      (await readStore.find('locationSettings', { id: { $in: shortNames } })).map((l) => ({
        shortName: String(l.shortName),
        name: String(l.name),
      })),
  };
}
