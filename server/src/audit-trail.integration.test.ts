import {
  type JobClass,
  type LocationTrail,
  type SettingsAtMoment,
  settingsListNames,
  type TrailEntry,
  trailAreas,
} from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { signedIn } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const audit = '/api/audit/v1';
const { bayline, owner } = localShop({ jobsPerLocation: 1, users: { owner: 'demo@bayline.test' } });

const trail = async (query = '', client = owner) => client.get(`${audit}/locations/trail${query}`);
const told = (entries: TrailEntry[]) =>
  entries.map((e) => [e.area, e.change, e.subject, e.field, e.before, e.after].filter((v) => v !== null).join(' | '));

/** Sets the first job class's Monday capacity; answers the class and the capacity it had. */
async function changeCapacity(capacity: number) {
  const { json } = await owner.read(`${production}/jobclass`);
  const first: JobClass = json[0];
  const saved = await owner.put(
    `${production}/jobclass`,
    json.map((c: JobClass, i: number) => (i === 0 ? { ...c, mondayCapacity: capacity } : c)),
  );
  expect(saved.status).toBe(200);
  return { jobClass: first, was: first.mondayCapacity };
}

describe('the location trail', () => {
  it('knows every settings list as a kind of change', () => {
    expect(trailAreas.filter((area) => (settingsListNames as string[]).includes(area))).toEqual(settingsListNames);
  });

  it('tells a capacity change with who and the values before and after, and the old capacity at an earlier moment', async () => {
    const { jobClass, was } = await changeCapacity(41);
    const { json: page }: { json: LocationTrail } = await trail('?kind=jobClasses');
    expect(told(page.entries.slice(0, 1))).toEqual([
      `jobClasses | changed | ${jobClass.name} | mondayCapacity | ${was} | 41`,
    ]);
    const entry = itemAt(page.entries, 0);
    expect(entry.actor.name).toBe('Dana Reyes');
    expect(page.entries.every((e) => e.area === 'jobClasses')).toBe(true);

    const before = new Date(Date.parse(entry.at) - 1).toISOString();
    const then: SettingsAtMoment = (await owner.get(`${audit}/locations/settings-at?at=${before}`)).json;
    expect(then.jobClasses.find((c) => c.jobClassId === jobClass.jobClassId)?.mondayCapacity).toBe(was);
    expect(then.position).toBeLessThan(entry.position);
    const now: SettingsAtMoment = (await owner.get(`${audit}/locations/settings-at?at=${new Date().toISOString()}`))
      .json;
    expect(now.jobClasses.find((c) => c.jobClassId === jobClass.jobClassId)?.mondayCapacity).toBe(41);
    expect(now.departments.length).toBeGreaterThan(0);
    expect(now.users.find((u) => u.email === 'demo@bayline.test')?.roles).toContain('owner');
  });

  it('pages with a bounded size, newest or oldest first, and filters by person and search', async () => {
    await changeCapacity(42);
    await changeCapacity(43);
    const first: LocationTrail = (await trail('?limit=2')).json;
    expect(first.entries).toHaveLength(2);
    expect(first.next).toBe(first.entries[1]?.id);
    const second: LocationTrail = (await trail(`?limit=2&cursor=${first.next}`)).json;
    const positions = [...first.entries, ...second.entries].map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(new Set([...first.entries, ...second.entries].map((e) => e.id)).size).toBe(4);
    expect(told(first.entries)[0]).toMatch(/mondayCapacity \| 42 \| 43$/);

    const oldest: LocationTrail = (await trail('?order=oldest&limit=3')).json;
    const ascending = oldest.entries.map((e) => e.position);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    const dana = first.people.find((p) => p.name === 'Dana Reyes')!;
    const hers: LocationTrail = (await trail(`?person=${dana.userId}&search=mondaycapacity&limit=200`)).json;
    expect(hers.entries.length).toBeGreaterThanOrEqual(2);
    expect(hers.entries.every((e) => e.actor.userId === dana.userId && e.field === 'mondayCapacity')).toBe(true);
  });

  it('refuses bad input naming the field, and a user without the audit right', async () => {
    for (const [query, field] of [
      ['?limit=201', 'limit'],
      ['?limit=0', 'limit'],
      ['?cursor=abc', 'cursor'],
      ['?kind=jobs', 'kind'],
      ['?order=sideways', 'order'],
    ]) {
      const answer = await trail(query);
      expect(answer.status, query).toBe(400);
      expect(answer.json.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    for (const at of ['', 'yesterday', '2999-01-01T00:00:00Z']) {
      const answer = await owner.get(`${audit}/locations/settings-at?at=${at}`);
      expect(answer.status, at).toBe(400);
      expect(answer.json.errors.map((e: { field: string }) => e.field)).toEqual(['at']);
    }
    const tech = await signedIn(bayline.url, 'tech@bayline.test');
    for (const call of [`${audit}/locations/trail`, `${audit}/locations/settings-at?at=2026-01-01T00:00:00Z`]) {
      const refused = await tech.get(call);
      expect(refused.status, call).toBe(403);
    }
  });

  it('tells only this location’s changes', async () => {
    const harbor = await signedIn(bayline.url, 'demo@bayline.test', 'HARBOR');
    const { json } = await harbor.read(`${production}/jobclass`);
    const renamed = await harbor.put(
      `${production}/jobclass`,
      json.map((c: JobClass, i: number) => (i === 0 ? { ...c, name: 'Harbor only' } : c)),
    );
    expect(renamed.status).toBe(200);
    const here: LocationTrail = (await trail('?search=Harbor only')).json;
    expect(here.entries).toEqual([]);
    const there: LocationTrail = (await trail('?search=Harbor only', harbor)).json;
    expect(told(there.entries)[0]).toMatch(/^jobClasses \| changed \| Harbor only \| name \| .+ \| Harbor only$/);
  });
});
