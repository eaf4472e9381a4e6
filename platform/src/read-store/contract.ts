import { itemAt } from '@bayline/contracts/testing/item-at';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommitFailPoint } from './fail-point.ts';
import { type Change, type Doc, type ReadStore, StaleCommitError } from './port.ts';

const upserts = (collection: string, docs: Doc[]): Change[] => docs.map((doc) => ({ op: 'upsert', collection, doc }));
const ids = (docs: Doc[]) => docs.map((doc) => doc.id);

const jobs: Doc[] = [
  {
    id: 'j1',
    loc: 'NORTH',
    roState: 2,
    total: 100,
    customer: { name: 'Smith', city: 'Oslo' },
    tags: ['rush', 'paint'],
  },
  {
    id: 'j2',
    loc: 'NORTH',
    roState: 1,
    total: 250,
    customer: { name: 'smithers', city: 'Bergen' },
    tags: ['paint'],
  },
  { id: 'j3', loc: 'SOUTH', roState: 2, total: 75, customer: { name: 'Jones', city: 'Oslo' }, tags: [] },
  { id: 'j4', loc: 'SOUTH', roState: 3, total: 400, customer: { name: 'Blacksmith', city: 'Trondheim' } },
  {
    id: 'j5',
    loc: 'EAST',
    roState: 2,
    total: 250,
    customer: { name: 'Lee', city: 'Oslo' },
    tags: ['rush'],
    archived: true,
  },
];

/** Documents whose values trip an equality pre-filter that is not exact: arrays, nulls, missing fields, mixed types. */
function mixedDocs(n: number): Doc[] {
  const locs = ['A', 'B', 'C', null, undefined, ['A', 'B'], 2];
  return Array.from({ length: n }, (_, i) => {
    const doc: Doc = {
      id: `d${i}`,
      state: i % 5 === 0 ? String(i % 3) : i % 3,
      customer: { city: i % 4 === 0 ? 'Oslo' : 'Bergen' },
      parts: i % 6 === 0 ? [{ city: 'Oslo' }, { city: 'Rome' }] : { city: i % 2 ? 'Oslo' : 'Rome' },
    };
    const loc = i % 50 === 7 ? 'B'.repeat(101) : locs[i % locs.length];
    if (loc !== undefined) doc.loc = loc;
    return doc;
  });
}

const mixedQueries: Record<string, unknown>[] = [
  { loc: 'A' },
  { loc: 'A', state: 2 },
  { state: 2 },
  { state: '2' },
  { loc: 2 },
  { loc: { $in: ['A', 'C'] } },
  { loc: { $eq: 'B' }, state: { $gt: 0 } },
  { loc: null },
  { loc: ['A', 'B'] },
  { 'customer.city': 'Oslo', state: { $in: [0, 1] } },
  { 'parts.city': 'Oslo' },
  { 'parts.city': 'Rome', loc: 'C' },
  { id: 'd8' },
  { id: { $in: ['d1', 'd2', 'd3', 'nope'] }, loc: { $ne: 'C' } },
  { loc: 'A', $or: [{ state: 1 }, { 'customer.city': 'Oslo' }] },
  { loc: 'A', state: { $gt: 0 } },
  { loc: { $in: ['B', null] }, state: { $lte: 1 } },
  { state: { $gte: 1, $lt: 2 } },
  { state: { $lte: '1' } },
  { 'customer.city': { $gt: 'Bergen' } },
  { $or: [{ state: { $lt: 1 } }, { id: 'd3' }] },
  { loc: { $in: ['A', 'B'.repeat(101)] } },
  { loc: 'B'.repeat(101) },
];

/** An event of the replay tests: a job moved to a department at a position of the log. */
interface Move {
  position: number;
  job: string;
  department: string;
}

const departments = ['body', 'paint', 'detail', 'qc'];
const moves: Move[] = Array.from({ length: 12 }, (_, i) => ({
  position: (i + 1) * 10,
  job: `job-${i % 3}`,
  department: itemAt(departments, i % 4),
}));

/**
 * Projects moves the way the projection runner does: loads the documents they touch by id, applies the
 * moves on top (each appends to an array, so a move applied twice shows), and returns one upsert per
 * document: a job's department cycles in `jobs`, and how many jobs entered each department in `departments`.
 */
async function projectMoves(store: ReadStore, jobs: string, departments: string, batch: Move[]): Promise<Change[]> {
  const load = async (collection: string, ids: string[]) =>
    new Map((await store.find(collection, { id: { $in: [...new Set(ids)] } })).map((doc) => [doc.id, doc]));
  const jobDocs = await load(
    jobs,
    batch.map((m) => m.job),
  );
  const departmentDocs = await load(
    departments,
    batch.map((m) => m.department),
  );
  for (const move of batch) {
    const job = jobDocs.get(move.job) ?? { id: move.job, cycles: [] };
    job.cycles = [...(job.cycles as unknown[]), { department: move.department, at: move.position }];
    jobDocs.set(move.job, job);
    const department = departmentDocs.get(move.department) ?? { id: move.department, entered: [] };
    department.entered = [...(department.entered as unknown[]), move.job];
    departmentDocs.set(move.department, department);
  }
  return [...upserts(jobs, [...jobDocs.values()]), ...upserts(departments, [...departmentDocs.values()])];
}

/** A change whose document throws as soon as an adapter reads it: a commit that dies part-way. */
function dyingChange(collection: string): Change {
  const doc: Doc = { id: 'dies' };
  Object.defineProperty(doc, 'boom', {
    enumerable: true,
    get() {
      throw new Error('the process died here');
    },
  });
  return { op: 'upsert', collection, doc };
}

/**
 * The behaviour every ReadStore adapter must show. `open` is called once for the suite, and hands the fail point to
 * the adapter; the tests use their own collection and checkpoint names, so one shared database serves them all.
 */
export function readStoreContract(
  name: string,
  open: (failPoint: CommitFailPoint) => Promise<{ store: ReadStore; cleanup(): Promise<void> }>,
) {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    let cleanup: (() => Promise<void>) | undefined;
    const failPoint = new CommitFailPoint();
    const run = Math.random().toString(36).slice(2, 8);
    let seq = 0;
    const unique = (base: string) => `${base}_${run}_${++seq}`;

    beforeAll(async () => {
      ({ store, cleanup } = await open(failPoint));
    });
    afterAll(async () => {
      await cleanup?.();
    });

    /** A fresh collection holding `docs`, written under a checkpoint of its own. */
    async function seeded(docs: Doc[], base = 'jobs'): Promise<string> {
      const collection = unique(base);
      await store.commit(upserts(collection, docs), { name: unique('seed'), position: 1 });
      return collection;
    }

    const findIds = async (collection: string, filter: Record<string, unknown>) =>
      ids(await store.find(collection, filter, { sort: { id: 1 } }));

    it('upserts documents and reads them back with get and find', async () => {
      const c = await seeded(jobs.slice(0, 2));
      expect(await store.get(c, 'j1')).toEqual(jobs[0]);
      expect(await store.get(c, 'j2')).toEqual(jobs[1]);
      expect(await store.find(c, {}, { sort: { id: 1 } })).toEqual(jobs.slice(0, 2));
    });

    it('replaces the whole document on upsert', async () => {
      const c = await seeded([{ id: 'a', x: 1, y: 2 }]);
      await store.commit([{ op: 'upsert', collection: c, doc: { id: 'a', x: 3 } }], {
        name: unique('cp'),
        position: 1,
      });
      expect(await store.get(c, 'a')).toEqual({ id: 'a', x: 3 });
    });

    it('deletes documents', async () => {
      const c = await seeded(jobs);
      await store.commit([{ op: 'delete', collection: c, id: 'j2' }], { name: unique('cp'), position: 1 });
      expect(await store.get(c, 'j2')).toBeUndefined();
      expect(await findIds(c, {})).toEqual(['j1', 'j3', 'j4', 'j5']);
      expect(await store.count(c)).toBe(4);
    });

    it('answers an unknown id or collection with nothing', async () => {
      const c = await seeded(jobs);
      expect(await store.get(c, 'nope')).toBeUndefined();
      expect(await store.find(unique('never-written'))).toEqual([]);
      expect(await store.count(unique('never-written'))).toBe(0);
    });

    it('finds with MongoDB filter semantics', async () => {
      const c = await seeded(jobs);
      expect(await findIds(c, { loc: 'NORTH' })).toEqual(['j1', 'j2']);
      expect(await findIds(c, { loc: 'SOUTH', roState: 2 })).toEqual(['j3']);
      expect(await findIds(c, { roState: { $in: [1, 3] } })).toEqual(['j2', 'j4']);
      expect(await findIds(c, { loc: { $ne: 'NORTH' } })).toEqual(['j3', 'j4', 'j5']);
      expect(await findIds(c, { 'customer.name': { $regex: 'smith', $options: 'i' } })).toEqual(['j1', 'j2', 'j4']);
      expect(await findIds(c, { 'customer.name': { $regex: '^Smith' } })).toEqual(['j1']);
      expect(await findIds(c, { 'customer.name': /^JON/i })).toEqual(['j3']);
      expect(await findIds(c, { $or: [{ loc: 'EAST' }, { total: { $gte: 400 } }] })).toEqual(['j4', 'j5']);
      expect(await findIds(c, { $and: [{ loc: 'NORTH' }, { total: { $lt: 200 } }] })).toEqual(['j1']);
      expect(await findIds(c, { 'customer.city': 'Oslo' })).toEqual(['j1', 'j3', 'j5']);
      expect(await findIds(c, { total: { $gt: 75, $lte: 250 } })).toEqual(['j1', 'j2', 'j5']);
      expect(await findIds(c, { archived: { $exists: true } })).toEqual(['j5']);
      expect(await findIds(c, { tags: { $exists: false } })).toEqual(['j4']);
      expect(await findIds(c, { tags: 'rush' })).toEqual(['j1', 'j5']);
      expect(await findIds(c, { tags: { $in: ['paint'] } })).toEqual(['j1', 'j2']);
      expect(await findIds(c, { id: { $in: ['j4', 'j2', 'zz'] } })).toEqual(['j2', 'j4']);
    });

    it('sorts ascending and descending on two keys', async () => {
      const c = await seeded(jobs);
      expect(ids(await store.find(c, {}, { sort: { loc: 1, total: -1 } }))).toEqual(['j5', 'j2', 'j1', 'j4', 'j3']);
      expect(ids(await store.find(c, {}, { sort: { roState: -1, total: 1 } }))).toEqual(['j4', 'j3', 'j1', 'j5', 'j2']);
      expect(ids(await store.find(c, { roState: 2 }, { sort: { total: -1 } }))).toEqual(['j5', 'j1', 'j3']);
    });

    it('skips and limits after sorting', async () => {
      const c = await seeded(jobs);
      const sort = { total: 1, id: 1 } as const;
      expect(ids(await store.find(c, {}, { sort }))).toEqual(['j3', 'j1', 'j2', 'j5', 'j4']);
      expect(ids(await store.find(c, {}, { sort, skip: 1, limit: 2 }))).toEqual(['j1', 'j2']);
      expect(ids(await store.find(c, {}, { sort, limit: 3 }))).toEqual(['j3', 'j1', 'j2']);
      expect(ids(await store.find(c, {}, { sort, skip: 4 }))).toEqual(['j4']);
      expect(ids(await store.find(c, { loc: 'NORTH' }, { sort, skip: 1 }))).toEqual(['j2']);
    });

    it('counts with and without a filter', async () => {
      const c = await seeded(jobs);
      expect(await store.count(c)).toBe(5);
      expect(await store.count(c, { roState: 2 })).toBe(3);
      expect(await store.count(c, { 'customer.city': 'Oslo', total: { $gt: 80 } })).toBe(2);
      expect(await store.count(c, { loc: 'WEST' })).toBe(0);
    });

    it('moves the checkpoint forward only, and forgets it on delete', async () => {
      const cp = unique('cp');
      expect(await store.checkpoint(cp)).toBeUndefined();
      await store.commit([], { name: cp, position: 4 });
      expect(await store.checkpoint(cp)).toBe(4);
      await store.commit([], { name: cp, position: 9 });
      expect(await store.checkpoint(cp)).toBe(9);
      await store.commit([], { name: cp, position: 7 });
      expect(await store.checkpoint(cp)).toBe(9);
      await store.deleteCheckpoint(cp);
      expect(await store.checkpoint(cp)).toBeUndefined();
      await store.commit([], { name: cp, position: 1 });
      expect(await store.checkpoint(cp)).toBe(1);
    });

    it('changes nothing when a batch is replayed at or below the checkpoint', async () => {
      const c = unique('jobs');
      const cp = unique('cp');
      await store.commit(upserts(c, [{ id: 'z', v: 0 }]), { name: cp, position: 3 });
      const batch = (v: number): Change[] => [
        ...upserts(c, [
          { id: 'a', v },
          { id: 'b', v },
        ]),
        { op: 'delete', collection: c, id: 'z' },
      ];
      await store.commit(batch(1), { name: cp, position: 10 });
      const applied = [
        { id: 'a', v: 1 },
        { id: 'b', v: 1 },
      ];
      expect(await store.find(c, {}, { sort: { id: 1 } })).toEqual(applied);

      await store.commit([...batch(2), ...upserts(c, [{ id: 'z', v: 2 }])], { name: cp, position: 10 });
      await store.commit(
        [
          ...upserts(c, [{ id: 'a', v: 3 }]),
          { op: 'delete', collection: c, id: 'b' },
          ...upserts(c, [{ id: 'new', v: 3 }]),
        ],
        { name: cp, position: 5 },
      );
      expect(await store.find(c, {}, { sort: { id: 1 } })).toEqual(applied);
      expect(await store.checkpoint(cp)).toBe(10);
    });

    describe('fenced commits and replays', () => {
      /** A projector's collections and checkpoint, fresh for each test. */
      const projection = () => ({ jobs: unique('jobs'), departments: unique('departments'), name: unique('cp') });
      type Projection = ReturnType<typeof projection>;

      /** Commits the moves after the stored checkpoint in batches of `size`, fenced as the runner does. */
      async function run(p: Projection, upTo: number, size = 4) {
        for (;;) {
          const from = (await store.checkpoint(p.name)) ?? 0;
          const batch = moves.filter((m) => m.position > from && m.position <= upTo).slice(0, size);
          if (batch.length === 0) return;
          const changes = await projectMoves(store, p.jobs, p.departments, batch);
          await store.commit(changes, { name: p.name, position: batch.at(-1)!.position }, { from });
        }
      }

      const state = async (p: Projection) => ({
        jobs: await store.find(p.jobs, {}, { sort: { id: 1 } }),
        departments: await store.find(p.departments, {}, { sort: { id: 1 } }),
        checkpoint: await store.checkpoint(p.name),
      });

      /** What a run that never failed leaves after the moves up to `upTo`. */
      async function clean(upTo: number) {
        const p = projection();
        await run(p, upTo);
        return state(p);
      }

      it('commits from the stored checkpoint, a missing one counting as 0', async () => {
        const p = projection();
        await run(p, 120);
        expect(await state(p)).toEqual(await clean(120));
        expect(await store.checkpoint(p.name)).toBe(120);
        const job0 = (await store.get(p.jobs, 'job-0')) as Doc;
        expect((job0.cycles as { at: number }[]).map((c) => c.at)).toEqual([10, 40, 70, 100]);
      });

      it('refuses a commit from a stale checkpoint and changes nothing', async () => {
        const p = projection();
        await run(p, 40);
        const before = await state(p);
        const late = await projectMoves(store, p.jobs, p.departments, moves.slice(4, 8));
        for (const from of [0, 20, 50]) {
          await expect(store.commit(late, { name: p.name, position: 80 }, { from })).rejects.toBeInstanceOf(
            StaleCommitError,
          );
          await expect(
            store.commit([dyingChange(p.jobs), ...late], { name: p.name, position: 80 }, { from }),
          ).rejects.toThrow();
        }
        expect(await state(p)).toEqual(before);
      });

      it('refuses the late commit of a paused runner after another one took over', async () => {
        const p = projection();
        await run(p, 40);
        // The first runner projects its next batch, then stops before committing (paused past its lease).
        const paused = await projectMoves(store, p.jobs, p.departments, moves.slice(4, 8));
        await run(p, 120);
        await expect(store.commit(paused, { name: p.name, position: 80 }, { from: 40 })).rejects.toThrow(
          StaleCommitError,
        );
        expect(await state(p)).toEqual(await clean(120));
      });

      it('lets only one of two runners that projected from the same checkpoint commit', async () => {
        const p = projection();
        await run(p, 40);
        const batch = await projectMoves(store, p.jobs, p.departments, moves.slice(4, 8));
        const outcomes = await Promise.allSettled(
          [0, 1].map(() => store.commit(batch, { name: p.name, position: 80 }, { from: 40 })),
        );
        expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
        expect(outcomes.find((o) => o.status === 'rejected')?.reason).toBeInstanceOf(StaleCommitError);
        expect(await state(p)).toEqual(await clean(80));
      });

      it('leaves nothing of a batch that died between its documents and its checkpoint, so a replay equals a clean run', async () => {
        const p = projection();
        await run(p, 40);
        const changes = await projectMoves(store, p.jobs, p.departments, moves.slice(4, 8));
        // The adapter writes every document of the batch, then dies before moving the checkpoint...
        failPoint.arm();
        await expect(store.commit(changes, { name: p.name, position: 80 }, { from: 40 })).rejects.toThrow('fail point');
        // ...and leaves the store as the last acknowledged commit did: documents kept without their checkpoint
        // would have the replay below add each move to a job's cycles twice.
        expect(await state(p)).toEqual(await clean(40));
        // The restarted runner replays from the checkpoint with other batch bounds, past the batch that died.
        await run(p, 120, 6);
        expect(await state(p)).toEqual(await clean(120));
      });
    });

    it('applies the changes of one commit in order', async () => {
      const c = await seeded([
        { id: 'x', v: 0 },
        { id: 'y', v: 0 },
      ]);
      await store.commit(
        [
          ...upserts(c, [{ id: 'x', v: 1 }]),
          { op: 'delete', collection: c, id: 'x' },
          { op: 'delete', collection: c, id: 'y' },
          ...upserts(c, [
            { id: 'y', v: 1 },
            { id: 'w', v: 1 },
            { id: 'w', v: 2 },
          ]),
        ],
        { name: unique('cp'), position: 2 },
      );
      expect(await store.get(c, 'x')).toBeUndefined();
      expect(await store.get(c, 'y')).toEqual({ id: 'y', v: 1 });
      expect(await store.get(c, 'w')).toEqual({ id: 'w', v: 2 });
      expect(await findIds(c, {})).toEqual(['w', 'y']);
    });

    it('returns the same results with and without indexes, also after later changes', async () => {
      const docs = mixedDocs(210);
      const plain = await seeded(docs, 'plain');
      const indexed = await seeded(docs, 'indexed');
      await store.ensureIndexes(indexed, [['loc', 'state'], ['customer.city'], ['parts.city'], ['state']]);
      const compare = async () => {
        for (const filter of mixedQueries) {
          const expected = await findIds(plain, filter);
          expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
          expect(await findIds(indexed, filter), JSON.stringify(filter)).toEqual(expected);
          expect(await store.count(indexed, filter), JSON.stringify(filter)).toBe(expected.length);
        }
      };
      await compare();
      const withA = docs.filter((d) => d.loc === 'A' || (Array.isArray(d.loc) && d.loc.includes('A')));
      expect(await store.count(indexed, { loc: 'A' })).toBe(withA.length);

      // Values move between index keys, between scalar and array, and documents go away.
      const changes = (c: string): Change[] => [
        ...upserts(c, [
          { id: 'd0', loc: 'C', state: 2, customer: { city: 'Oslo' }, parts: { city: 'Oslo' } },
          { id: 'd1', loc: ['C', 'A'], state: 1, customer: { city: 'Oslo' }, parts: [{ city: 'Rome' }] },
          { id: 'd5', state: 2, customer: { city: 'Oslo' }, parts: { city: 'Rome' } },
          { id: 'new', loc: 'A', state: 1, customer: { city: 'Oslo' }, parts: { city: 'Oslo' } },
        ]),
        { op: 'delete', collection: c, id: 'd7' },
        { op: 'delete', collection: c, id: 'd14' },
      ];
      await store.commit([...changes(plain), ...changes(indexed)], { name: unique('cp'), position: 2 });
      expect(await store.get(indexed, 'd7')).toBeUndefined();
      expect(await findIds(indexed, { loc: 'C', state: 2 })).toContain('d0');
      expect(await findIds(indexed, { loc: 'A' })).toContain('d1');
      expect(await findIds(indexed, { loc: 'A' })).not.toContain('d7');
      await compare();
    });

    it('reads and writes a name through its alias, and swaps aliases with the checkpoint', async () => {
      const alias = unique('jobs');
      const r1 = `${alias}__r1`;
      const r2 = `${alias}__r2`;
      const live = unique('live');
      await store.commit(upserts(alias, [{ id: 'old', v: 0 }]), { name: live, position: 5 });
      await store.commit(upserts(r1, jobs), { name: unique('rebuild'), position: 40 });
      expect(await store.resolve(alias)).toBe(alias);

      expect(await store.swapAliases({ [alias]: r1 }, { name: live, position: 42 })).toEqual([alias]);
      expect(await store.resolve(alias)).toBe(r1);
      expect(await store.checkpoint(live)).toBe(42);
      expect(await findIds(alias, {})).toEqual(ids(jobs));
      expect(await store.count(alias, { loc: 'NORTH' })).toBe(2);
      expect(await store.get(alias, 'j3')).toEqual(jobs[2]);
      expect(await store.get(alias, 'old')).toBeUndefined();

      await store.commit(upserts(alias, [{ id: 'n1', v: 1 }]), { name: live, position: 43 });
      expect(await store.get(r1, 'n1')).toEqual({ id: 'n1', v: 1 });
      expect(await store.get(alias, 'n1')).toEqual({ id: 'n1', v: 1 });
      expect(await store.count(alias)).toBe(jobs.length + 1);

      await store.commit(upserts(r2, [{ id: 'r2doc', v: 2 }]), { name: unique('rebuild'), position: 50 });
      expect(await store.swapAliases({ [alias]: r2 }, { name: live, position: 50 })).toEqual([r1]);
      expect(await store.resolve(alias)).toBe(r2);
      expect(await findIds(alias, {})).toEqual(['r2doc']);
      expect(await store.checkpoint(live)).toBe(50);
      expect(await store.swapAliases({ [alias]: r2 }, { name: live, position: 51 })).toEqual([]);
    });

    it('drops a physical collection and nothing else', async () => {
      const c = await seeded(jobs);
      const other = await seeded(jobs);
      await store.dropCollection(c);
      expect(await store.find(c)).toEqual([]);
      expect(await store.get(c, 'j1')).toBeUndefined();
      expect(await store.count(c)).toBe(0);
      expect(await store.count(other)).toBe(jobs.length);
      await store.commit(upserts(c, [{ id: 'again', v: 1 }]), { name: unique('cp'), position: 1 });
      expect(await findIds(c, {})).toEqual(['again']);
    });

    it('keeps collections apart', async () => {
      const c1 = await seeded([{ id: 'same', in: 'c1' }]);
      const c2 = await seeded([{ id: 'same', in: 'c2' }]);
      expect(await store.get(c1, 'same')).toEqual({ id: 'same', in: 'c1' });
      expect(await store.get(c2, 'same')).toEqual({ id: 'same', in: 'c2' });
      await store.commit([{ op: 'delete', collection: c1, id: 'same' }], { name: unique('cp'), position: 1 });
      expect(await store.get(c1, 'same')).toBeUndefined();
      expect(await store.find(c2)).toEqual([{ id: 'same', in: 'c2' }]);
    });

    it('hands out documents that cannot change what is stored', async () => {
      const original: Doc = { ...structuredClone(itemAt(jobs, 0)), promised: new Date('2024-05-01T10:00:00Z') };
      const written = structuredClone(original);
      const c = unique('jobs');
      expect(await store.find(c)).toEqual([]); // an adapter that caches now holds this collection
      await store.commit(upserts(c, [written]), { name: unique('cp'), position: 1 });
      (written.customer as { city: string }).city = 'changed by the writer';
      (written.tags as string[]).push('changed');
      (written.promised as Date).setUTCFullYear(1999);

      const got = (await store.get(c, 'j1'))!;
      got.loc = 'changed';
      (got.customer as { city: string }).city = 'changed';
      const found = itemAt(await store.find(c, { loc: 'NORTH' }), 0);
      found.total = -1;
      (found.tags as string[]).push('changed');
      (found.promised as Date).setUTCFullYear(1999);

      expect(await store.get(c, 'j1')).toEqual(original);
      expect(await store.find(c, { loc: 'NORTH' })).toEqual([original]);
      expect(await store.count(c, { loc: 'changed' })).toBe(0);
      expect(await store.count(c, { promised: { $gte: new Date('2024-01-01T00:00:00Z') } })).toBe(1);
    });
  });
}
