import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repositoryRoot } from '../config.ts';

/**
 * docker-compose.yml as compose reads it (merge keys followed): no Docker engine runs here, so what the distributed
 * set-up shares and guards is checked in the file itself (issue 22, item 1).
 */
interface Service {
  image?: string;
  command?: string[];
  ports?: string[];
  environment?: Record<string, string>;
}
const compose = parse(readFileSync(join(repositoryRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const { services } = compose;
const baylines = Object.entries(services).filter(([, service]) => service.environment?.BAYLINE_ROLE);

/** `${NAME:?message}`: compose refuses to start without NAME. */
const required = (name: string) => new RegExp(`^\\$\\{${name}:\\?[^}]+\\}$`);

describe('docker-compose.yml', () => {
  it('runs the three roles', () => {
    expect(baylines.map(([, s]) => s.environment!.BAYLINE_ROLE).sort()).toEqual(['command', 'projection', 'query']);
  });

  it.each(['SESSION_SECRET', 'BAYLINE_ADMIN_TOKEN', 'BAYLINE_EXPORT_KEY'])(
    'gives every Bayline container the one %s, required from the environment',
    (name) => {
      for (const [, service] of baylines) expect(service.environment![name]).toMatch(required(name));
    },
  );

  it('publishes the stores on loopback only: the gateway alone is reached from elsewhere', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'gateway') continue;
      for (const port of service.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
    }
    expect(services.gateway!.ports).toEqual(['8080:80']);
  });

  it('has MongoDB and Redis ask for passwords, and the Bayline containers give them', () => {
    const mongo = services.mongo!.environment!;
    expect(mongo.MONGO_INITDB_ROOT_USERNAME).toBe('bayline');
    expect(mongo.MONGO_INITDB_ROOT_PASSWORD).toMatch(required('MONGO_PASSWORD'));
    const redis = services.redis!.command!;
    expect(redis.slice(0, 2)).toEqual(['redis-server', '--requirepass']);
    expect(redis[2]).toMatch(required('REDIS_PASSWORD'));
    // BullMQ's queues (texts, reminders) must not be evicted.
    expect(redis.slice(3)).toEqual(['--maxmemory-policy', 'noeviction']);
    for (const [, { environment }] of baylines) {
      expect(environment!.MONGODB_URL).toMatch(/^mongodb:\/\/bayline:\$\{MONGO_PASSWORD:\?[^}]+\}@mongo:27017\/\?/);
      expect(new URL(environment!.MONGODB_URL!.replace(/\$\{[^}]+\}/, 'x')).searchParams.get('authSource')).toBe(
        'admin',
      );
      expect(environment!.REDIS_URL).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]+\}@redis:6379$/);
    }
  });
});
