import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type JobFolderView, type Media, mediaLimits, mediaMessages, positionHeader } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';
import { blobsIn as blobsOf, filesForm, postForm } from './testing/media.ts';

const production = '/api/production/v1';
const media = '/api/media/v1';
// A zip carries at most 200 kB here, so the limit is reached with small files.
const zipLimit = 200_000;
const { bayline, owner } = localShop({
  jobsPerLocation: 3,
  maxZipBytes: zipLimit,
  users: { owner: 'demo@bayline.test' },
  timeout: 120_000,
});
let jobAdminId: string;
let png: Buffer;

interface Sent {
  name: string;
  type?: string;
  bytes: Buffer;
}

const upload = (client: ApiClient, jobId: string, files: Sent[], category?: string) =>
  postForm(
    `${bayline.url}${media}/upload/${jobId}${category ? `/${category}` : ''}`,
    client.cookie,
    filesForm(files.map((file) => ({ ...file, type: file.type ?? 'image/png' }))),
  );

const blobsIn = (folder: string) => blobsOf(bayline.dataDir, folder);

const listed = async (client: ApiClient, jobId: string, position = '0'): Promise<Media[]> =>
  (await client.get(`${media}/media/byjob/${jobId}`, { [positionHeader]: position })).json;

async function until<T>(what: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function newJob(client = owner) {
  const created = await client.post(`${production}/jobadmins`, await validJobBody(client));
  expect(created.status).toBe(201);
  return String(created.json.jobAdmin.jobAdminId);
}

beforeAll(async () => {
  jobAdminId = await newJob();
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
}, 120_000);

describe('job media through the API', () => {
  it('uploads, lists, makes a thumbnail, downloads, zips, moves and deletes', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const up = await upload(owner, jobAdminId, [
      { name: 'left door.png', bytes: png },
      { name: 'estimate – 左.pdf', type: 'application/pdf', bytes: pdf },
    ]);
    expect(up.status).toBe(201);
    const [photo, doc] = up.json as [Media, Media];
    expect(photo).toMatchObject({
      fileName: 'left door.png',
      contentType: 'image/png',
      isMedia: true,
      size: png.length,
    });
    expect(doc).toMatchObject({ fileName: 'estimate – 左.pdf', contentType: 'application/pdf', isMedia: false });

    const items = await listed(owner, jobAdminId, up.position);
    // Uploaded together, so in name order.
    expect(items.map((m) => m.mediaId)).toEqual([doc.mediaId, photo.mediaId]);
    const me = (await owner.get('/api/identity/v1/users')).json;
    expect(items[0]?.uploadedBy).toBe(`${me.firstName} ${me.lastName}`);
    const folder: JobFolderView = (
      await owner.get(`${production}/JobAdmins/asfolder/${jobAdminId}`, { [positionHeader]: up.position })
    ).json;
    expect(folder.media.map((m) => m.mediaId).sort()).toEqual([photo.mediaId, doc.mediaId].sort());

    // The thumbnail is made by a queue job, then recorded: the list shows where it is.
    const thumbnailUri = await until(async () => {
      const item = (await listed(owner, jobAdminId)).find((m) => m.mediaId === photo.mediaId);
      return item?.thumbnailUri ?? undefined;
    });
    const thumbnail = await fetch(`${bayline.url}${thumbnailUri}`, { headers: { cookie: owner.cookie } });
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const size = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([320, 240]);
    expect((await listed(owner, jobAdminId)).find((m) => m.mediaId === doc.mediaId)?.thumbnailUri).toBeNull();

    const download = await fetch(`${bayline.url}${photo.fileUri}`, { headers: { cookie: owner.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
    const part = await fetch(`${bayline.url}${photo.fileUri}`, {
      headers: { cookie: owner.cookie, range: 'bytes=8-15' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 8-15/${png.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(8, 16))).toBe(true);
    const outside = await fetch(`${bayline.url}${photo.fileUri}`, {
      headers: { cookie: owner.cookie, range: `bytes=${png.length}-` },
    });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${png.length}`);
    const named = await fetch(`${bayline.url}${doc.fileUri}`, { headers: { cookie: owner.cookie } });
    expect(named.headers.get('content-disposition')).toBe(
      `attachment; filename="estimate _ _.pdf"; filename*=UTF-8''${encodeURIComponent('estimate – 左.pdf')}`,
    );

    const zip = await fetch(
      `${bayline.url}${media}/download/aszip?jobid=${jobAdminId}&ids=${photo.mediaId};${doc.mediaId}`,
      { headers: { cookie: owner.cookie } },
    );
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const folderOnDisk = mkdtempSync(join(tmpdir(), 'bayline-zip-'));
    try {
      const path = join(folderOnDisk, 'media.zip');
      writeFileSync(path, Buffer.from(await zip.arrayBuffer()));
      expect(execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).trim().split('\n')).toEqual([
        'left door.png',
        'estimate – 左.pdf',
      ]);
      expect(execFileSync('unzip', ['-p', path, 'left door.png']).equals(png)).toBe(true);
      expect(execFileSync('unzip', ['-p', path, 'estimate – 左.pdf']).equals(pdf)).toBe(true);
    } finally {
      rmSync(folderOnDisk, { recursive: true, force: true });
    }

    const categories = (await owner.get(`${production}/media/categories`)).json as {
      mediaCategoryId: string;
      description: string;
    }[];
    const messaging = categories.find((c) => c.description === 'Messaging')!;
    expect(messaging).toBeDefined();
    const moved = await owner.put(`${media}/media/bulkmove/${jobAdminId}`, [
      { mediaId: photo.mediaId, mediaCategoryId: messaging.mediaCategoryId },
    ]);
    expect(moved.status).toBe(200);
    expect(
      (await owner.read(`${media}/media/byjob/${jobAdminId}`)).json.find((m: Media) => m.mediaId === photo.mediaId),
    ).toMatchObject({ mediaCategoryId: messaging.mediaCategoryId });

    expect(blobsIn('media')).toContain(`${photo.mediaId}.bin`);
    const removed = await owner.del(`${media}/media/bulk?ids=${photo.mediaId};${doc.mediaId}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ removed: 2 });
    expect((await owner.read(`${media}/media/byjob/${jobAdminId}`)).json).toEqual([]);
    // The blobs go after the fact, by a queue job.
    await until(async () =>
      blobsIn('media').some((f) => f.startsWith(photo.mediaId) || f.startsWith(doc.mediaId)) ||
      blobsIn('thumbs').some((f) => f.startsWith(photo.mediaId))
        ? undefined
        : true,
    );
    expect((await fetch(`${bayline.url}${photo.fileUri}`, { headers: { cookie: owner.cookie } })).status).toBe(404);
  }, 60_000);

  it('refuses a file over the limit with 413 and keeps nothing of the upload', async () => {
    const before = blobsIn('media');
    const big = Buffer.concat([png, Buffer.alloc(mediaLimits.maxFileBytes)]);
    const answer = await upload(owner, jobAdminId, [
      { name: 'fine.png', bytes: png },
      { name: 'huge.png', bytes: big },
    ]);
    expect(answer.status).toBe(413);
    expect(answer.type).toMatch(/application\/problem\+json/);
    expect(answer.json.title).toBe('Each file must be 25 MB or smaller');
    expect(blobsIn('media')).toEqual(before);
    expect(blobsIn('tmp')).toEqual([]);
  }, 30_000);

  it('types a file by its content: a text file named .png is refused with 415, in the reader’s language', async () => {
    const before = blobsIn('media');
    const form = new FormData();
    form.append('files', new Blob(['not a picture at all'], { type: 'image/png' }), 'photo.png');
    const response = await fetch(`${bayline.url}${media}/upload/${jobAdminId}`, {
      method: 'POST',
      body: form,
      headers: { cookie: owner.cookie, 'accept-language': 'fr' },
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(((await response.json()) as { title: string }).title).not.toBe('This kind of file cannot be added to a job');
    expect(blobsIn('media')).toEqual(before);
    // Multipart is taken by the upload routes only: every other route still wants JSON.
    const elsewhere = await fetch(`${bayline.url}${production}/jobadmins`, {
      method: 'POST',
      body: form,
      headers: { cookie: owner.cookie },
    });
    expect(elsewhere.status).toBe(415);
  });

  it('leaves no file of an upload cut off midway', async () => {
    const before = blobsIn('media');
    const boundary = 'cutoffboundary';
    const head = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="files"; filename="half.png"',
      'Content-Type: image/png',
      '',
      '',
    ].join('\r\n');
    const body = Buffer.concat([Buffer.from(head), png.subarray(0, Math.min(png.length, 2000))]);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(new URL(bayline.url).port), '127.0.0.1', () => {
        socket.write(
          `POST ${media}/upload/${jobAdminId} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${owner.cookie}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n`,
        );
        socket.write(body, () => setTimeout(() => socket.destroy(), 300));
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    await until(async () => (blobsIn('tmp').length === 0 ? true : undefined), 5000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(blobsIn('media')).toEqual(before);
    expect(blobsIn('tmp')).toEqual([]);
  });

  it('shows a file name but never uses it for a path', async () => {
    const answer = await upload(owner, jobAdminId, [{ name: '../../etc/passwd', bytes: png }]);
    expect(answer.status).toBe(201);
    const [item] = answer.json as [Media];
    expect(item.fileName).toBe('passwd');
    expect(blobsIn('media')).toContain(`${item.mediaId}.bin`);
    expect(readdirSync(bayline.dataDir)).not.toContain('etc');
    expect(readdirSync(join(bayline.dataDir, 'blobs')).sort()).toEqual(expect.arrayContaining(['media', 'tmp']));
    expect(readdirSync(join(bayline.dataDir, 'blobs')).every((f) => ['media', 'thumbs', 'tmp'].includes(f))).toBe(true);
  });

  it('answers another location’s job and media as unknown ones (404), and a user without the media right 403', async () => {
    const [item] = (await upload(owner, jobAdminId, [{ name: 'door.png', bytes: png }])).json as [Media];
    const manager = apiClient(bayline.url);
    await manager.login('manager@bayline.test');
    expect((await manager.put(`/api/identity/v1/locations/select/HARBOR`)).status).toBe(200);
    expect((await upload(manager, jobAdminId, [{ name: 'x.png', bytes: png }])).status).toBe(404);
    expect((await manager.get(`${media}/download/${item.mediaId}`)).status).toBe(404);
    expect((await manager.get(`${media}/media/byjob/${jobAdminId}`)).status).toBe(404);
    expect((await manager.del(`${media}/media/bulk?ids=${item.mediaId}`)).status).toBe(404);
    expect((await manager.get(`${media}/download/aszip?jobid=${jobAdminId}&ids=${item.mediaId}`)).status).toBe(404);
    expect((await upload(owner, 'no-such-job', [{ name: 'x.png', bytes: png }])).status).toBe(404);

    const estimator = apiClient(bayline.url);
    await estimator.login('estimator@bayline.test');
    expect((await upload(estimator, jobAdminId, [{ name: 'x.png', bytes: png }])).status).toBe(403);
    expect((await estimator.get(`${media}/download/${item.mediaId}`)).status).toBe(403);
    const folder = await estimator.get(`${production}/JobAdmins/asfolder/${jobAdminId}`);
    expect(folder.status).toBe(200);
    expect(folder.json.media).toEqual([]);
  });

  it('refuses a move naming an item the job does not have (a prototype key too), and moves nothing', async () => {
    const [item] = (await upload(owner, jobAdminId, [{ name: 'hood.png', bytes: png }])).json as [Media];
    const categories = (await owner.get(`${production}/media/categories`)).json as { mediaCategoryId: string }[];
    for (const bad of ['__proto__', 'constructor']) {
      const answer = await owner.put(`${media}/media/bulkmove/${jobAdminId}`, [
        { mediaId: item.mediaId, mediaCategoryId: itemAt(categories, 0).mediaCategoryId },
        { mediaId: bad, mediaCategoryId: null },
      ]);
      expect(answer.status).toBe(404);
    }
    const now = (await owner.read(`${media}/media/byjob/${jobAdminId}`)).json.find(
      (m: Media) => m.mediaId === item.mediaId,
    );
    expect(now.mediaCategoryId).toBeNull();
    expect((await owner.del(`${media}/media/bulk?ids=${item.mediaId};__proto__`)).status).toBe(404);
    expect((await owner.del(`${media}/media/bulk?ids=`)).status).toBe(400);
  });

  it('zips a selection named at most 200 times, each item once, and refuses one whose files add up past the limit', async () => {
    const pdf = (kB: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(kB * 1000, 0x20)]);
    const jobId = await newJob();
    const uploaded = await upload(owner, jobId, [
      { name: 'small.pdf', type: 'application/pdf', bytes: pdf(10) },
      { name: 'large.pdf', type: 'application/pdf', bytes: pdf(120) },
      { name: 'larger.pdf', type: 'application/pdf', bytes: pdf(100) },
    ]);
    const [small, large, larger] = uploaded.json as [Media, Media, Media];
    // The zip reads the media read model: each read waits for the upload (a form post the client did not track).
    const afterUpload = { [positionHeader]: uploaded.position };
    const zip = (ids: string[]) =>
      owner.get(`${media}/download/aszip?jobid=${jobId}&ids=${ids.join(';')}`, afterUpload);
    const selection = { field: 'ids', message: `Name 1 to ${mediaLimits.maxSelection} media ids, separated by ';'` };

    const named201 = await zip(Array(mediaLimits.maxSelection + 1).fill(small.mediaId));
    expect(named201.status).toBe(400);
    expect(named201.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(named201.json.errors).toEqual([selection]);
    // 200 names of one item: one entry.
    const named200 = await fetch(
      `${bayline.url}${media}/download/aszip?jobid=${jobId}&ids=${Array(200).fill(small.mediaId).join(';')}`,
      { headers: { cookie: owner.cookie, ...afterUpload } },
    );
    expect(named200.status).toBe(200);
    const entries =
      Buffer.from(await named200.arrayBuffer())
        .toString('latin1')
        .split('PK\x01\x02').length - 1;
    expect(entries).toBe(1);

    expect(large.size + larger.size).toBeGreaterThan(zipLimit);
    const tooLarge = await zip([large.mediaId, larger.mediaId, small.mediaId]);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(tooLarge.json.errors).toEqual([{ field: 'ids', message: mediaMessages.zipTooLarge }]);
    // The same item named again is counted once.
    expect((await zip([large.mediaId, large.mediaId, small.mediaId])).status).toBe(200);
  });

  it('takes no media on a void job', async () => {
    const voided = await newJob();
    expect((await owner.call('PATCH', `${production}/jobadmins/${voided}`, { roState: 4 })).status).toBe(200);
    const answer = await upload(owner, voided, [{ name: 'x.png', bytes: png }]);
    expect(answer.status).toBe(409);
  });
});

// Last in this file: the projectors stay stopped.
describe('deleting media with the projectors stopped', () => {
  it('finds each item’s job on the media index and its stream, not on the media read model', async () => {
    const [first, second] = [await newJob(), await newJob()];
    await bayline.bayline.runner!.stop();
    const [door] = (await upload(owner, first, [{ name: 'door.png', bytes: png }])).json as [Media];
    const [hood, roof] = (
      await upload(owner, second, [
        { name: 'hood.png', bytes: png },
        { name: 'roof.png', bytes: png },
      ])
    ).json as [Media, Media];
    const at = await bayline.adapters.store.headPosition();
    // Named across two jobs: each item's job is found though no read model knows the items.
    const removed = await owner.del(`${media}/media/bulk?ids=${hood.mediaId};${door.mediaId}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ removed: 2 });
    const deleted = (await bayline.adapters.store.readAll(at, 100)).filter((e) => e.type === 'MediaDeleted');
    expect(deleted.map((e) => [e.streamId, (e.data as { mediaId: string }).mediaId])).toEqual([
      [`job-${second}`, hood.mediaId],
      [`job-${first}`, door.mediaId],
    ]);
    // Deleted already, or unknown: answered as unknown, and nothing of the request is deleted.
    const head = await bayline.adapters.store.headPosition();
    for (const ids of [`${roof.mediaId};${door.mediaId}`, `${roof.mediaId};no-such-media`]) {
      const refused = await owner.del(`${media}/media/bulk?ids=${ids}`);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
    expect(await bayline.adapters.store.headPosition()).toBe(head);
  });
});
