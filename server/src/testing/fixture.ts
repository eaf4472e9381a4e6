import { afterAll, beforeAll } from 'vitest';
import { type LocalBayline, startLocalBayline } from '../local.ts';
import { type ApiClient, signedIn } from './client.ts';

type StartOptions = NonNullable<Parameters<typeof startLocalBayline>[0]>;
/** Who signs in: an e-mail (demo password), or an e-mail and the location to work at. */

type Signer = string | { email: string; location: string };

/**
 * Stands, from the start, for an object made in a beforeAll, so tests can name it where they are declared: read
 * before it is made, it says so; after, it is that object.
 */
export function madeLater<T extends object>(what: string) {
  let made: T | undefined;
  const target = () => {
    if (!made) throw new Error(`${what} is made before the tests run: use it in a test or a hook`);
    return made;
  };
  const view = new Proxy({} as T, {
    get(_, key) {
      const value = Reflect.get(target(), key);
      return typeof value === 'function' ? value.bind(target()) : value;
    },
    has: (_, key) => key in target(),
  });
  return {
    view,
    make(value: T) {
      made = value;
    },
    get made() {
      return made;
    },
  };
}

/**
 * A seeded Bayline for the tests of this file, or of the describe block it is called in: started before them
 * with each of `users` signed in (a client by the name given), closed after them. `signedIn` signs in one more
 * (the owner unless named; demo password). `timeout`: how long starting may take, when longer than the project's
 * hook timeout. `env` may be a function, read at the start: settings known only once the hooks before have run
 * (a fake provider's address).
 */
export function localShop<Names extends string = never>({
  users,
  timeout,
  env,
  ...options
}: Omit<StartOptions, 'env'> & {
  env?: StartOptions['env'] | (() => StartOptions['env']);
  users?: Record<Names, Signer>;
  timeout?: number;
} = {}) {
  const bayline = madeLater<LocalBayline>('the local Bayline');
  const clients = Object.entries<Signer>(users ?? {}).map(([name, signer]) => ({
    name,
    signer: typeof signer === 'string' ? { email: signer, location: undefined } : signer,
    client: madeLater<ApiClient>(`${name}'s client`),
  }));
  beforeAll(async () => {
    bayline.make(await startLocalBayline({ ...options, env: typeof env === 'function' ? env() : env }));
    for (const { signer, client } of clients)
      client.make(await signedIn(bayline.view.url, signer.email, signer.location));
  }, timeout);
  afterAll(async () => {
    await bayline.made?.close();
  });
  return {
    bayline: bayline.view,
    signedIn: (email = 'demo@bayline.test', location?: string) => signedIn(bayline.view.url, email, location),
    ...(Object.fromEntries(clients.map(({ name, client }) => [name, client.view])) as Record<Names, ApiClient>),
  };
}
