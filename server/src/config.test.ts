import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportKeyFrom, newExportKey } from '@bayline/query-service/audit/signature';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

const exportKey = newExportKey();

describe('configFromEnv', () => {
  it.each([
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ MONGODB_URL: 'mongodb://127.0.0.1:27017/?replicaSet=rs0' }, 'MONGODB_URL'],
    [{ EVENTSTORE_URL: 'esdb://127.0.0.1:2113?tls=false' }, 'EVENTSTORE_URL'],
    [{ BAYLINE_ROLE: 'command' }, 'BAYLINE_ROLE=command'],
    [{ BAYLINE_ROLE: 'projection' }, 'BAYLINE_ROLE=projection'],
    [{ BAYLINE_ROLE: 'query', SESSION_SECRET: '' }, 'BAYLINE_ROLE=query'],
  ])('refuses a distributed start without SESSION_SECRET (%o)', (env, reason) => {
    expect(() => configFromEnv(env)).toThrow(/SESSION_SECRET must be set/);
    expect(() => configFromEnv(env)).toThrow(reason);
  });

  it.each([
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ BAYLINE_ROLE: 'query' }, 'BAYLINE_ROLE=query'],
    [{ BAYLINE_ROLE: 'command', BAYLINE_EXPORT_KEY: '' }, 'BAYLINE_ROLE=command'],
  ])('refuses a distributed start without BAYLINE_EXPORT_KEY (%o)', (env, reason) => {
    const withSecret = { ...env, SESSION_SECRET: 's' };
    expect(() => configFromEnv(withSecret)).toThrow(/BAYLINE_EXPORT_KEY must be set/);
    expect(() => configFromEnv(withSecret)).toThrow(reason);
  });

  it('refuses an export key that is not an Ed25519 private key, naming the variable', () => {
    for (const BAYLINE_EXPORT_KEY of ['not a key', exportKeyFrom(exportKey).export({ format: 'jwk' }).d as string])
      expect(() => configFromEnv({ BAYLINE_EXPORT_KEY })).toThrow(/BAYLINE_EXPORT_KEY must be an Ed25519 private key/);
  });

  it('starts distributed with SESSION_SECRET and BAYLINE_EXPORT_KEY, and embedded without them (then made and kept)', () => {
    const distributed = configFromEnv({
      BAYLINE_ROLE: 'query',
      REDIS_URL: 'redis://x:6379',
      SESSION_SECRET: 's',
      BAYLINE_EXPORT_KEY: exportKey,
    });
    expect(distributed).toMatchObject({ role: 'query', redisUrl: 'redis://x:6379', sessionSecret: 's', exportKey });
    const der = exportKeyFrom(exportKey).export({ format: 'der', type: 'pkcs8' }).toString('base64');
    expect(configFromEnv({ BAYLINE_ROLE: 'query', SESSION_SECRET: 's', BAYLINE_EXPORT_KEY: der }).exportKey).toBe(der);
    expect(configFromEnv({})).toMatchObject({ sessionSecret: undefined, exportKey: undefined });
  });

  it('takes the admin token every process shares from BAYLINE_ADMIN_TOKEN, else none (one is made and kept)', () => {
    expect(configFromEnv({ BAYLINE_ADMIN_TOKEN: 'shared' }).adminToken).toBe('shared');
    expect(configFromEnv({ BAYLINE_ADMIN_TOKEN: '' }).adminToken).toBeUndefined();
  });

  it('projects in a worker thread when everything is embedded, else on the role process itself', () => {
    expect(configFromEnv({}).projections).toBe('thread');
    expect(configFromEnv({ BAYLINE_PROJECTIONS: 'in-process' }).projections).toBe('in-process');
    const secrets = { SESSION_SECRET: 's', BAYLINE_EXPORT_KEY: exportKey };
    expect(configFromEnv({ REDIS_URL: 'redis://x:6379', ...secrets }).projections).toBe('in-process');
    expect(configFromEnv({ BAYLINE_ROLE: 'projection', ...secrets }).projections).toBe('in-process');
    expect(() => configFromEnv({ BAYLINE_PROJECTIONS: 'fork' })).toThrow(
      /BAYLINE_PROJECTIONS must be thread or in-process/,
    );
  });

  it('reads every path setting from the repository root when relative, wherever it was started', () => {
    const root = join(import.meta.dirname, '..', '..');
    expect(existsSync(join(root, 'package-lock.json'))).toBe(true);
    expect(configFromEnv({})).toMatchObject({ dataDir: join(root, 'data'), webDist: join(root, 'web', 'dist') });
    const relative = configFromEnv({ BAYLINE_DATA_DIR: './var/bayline', BAYLINE_WEB_DIST: 'web/dist' });
    expect(relative).toMatchObject({ dataDir: join(root, 'var', 'bayline'), webDist: join(root, 'web', 'dist') });
    // npm runs workspace scripts from the workspace's folder and says where it was started in INIT_CWD: neither counts.
    const elsewhere = configFromEnv({ BAYLINE_DATA_DIR: 'data', INIT_CWD: tmpdir() });
    expect(elsewhere.dataDir).toBe(join(root, 'data'));
    const absolute = join(tmpdir(), 'bayline-data');
    expect(configFromEnv({ BAYLINE_DATA_DIR: absolute, BAYLINE_WEB_DIST: absolute })).toMatchObject({
      dataDir: absolute,
      webDist: absolute,
    });
  });
});
