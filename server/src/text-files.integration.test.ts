import { identityCommands } from '@bayline/command-service';
import {
  jobMessages,
  type Media,
  mediaLimits,
  mediaMessages,
  mediaUris,
  positionHeader,
  sharedLinkLifetimeMs,
  type TextMessageView,
  textMessages,
} from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { signedLinks } from '@bayline/platform/signed-links';
import type { KeptText } from '@bayline/platform/sms';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, eventually, signedIn, validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';
import { blobsIn, filesForm, postForm, type TestFile } from './testing/media.ts';

/**
 * Texts that carry files: the job's media named by id (Messages/sms), or files from the device stored as job media
 * first (Messages/sms/withfiles), and the signed links the SMS provider fetches them by. Bayline has a public
 * address here, so the outbox keeps each file's link.
 */
const production = '/api/production/v1';
const messaging = '/api/messaging/v1';
const media = '/api/media/v1';
const publicUrl = 'https://bayline.example';
/** The demo owner at Harbor (texting on) and at Bayview (texting off). */
const { bayline, owner, atBayview } = localShop({
  jobsPerLocation: 2,
  env: { BAYLINE_PUBLIC_URL: publicUrl },
  users: {
    owner: { email: 'demo@bayline.test', location: 'HARBOR' },
    atBayview: { email: 'demo@bayline.test', location: 'BAYVIEW' },
  },
  timeout: 120_000,
});
let harborJob: string;
let otherHarborJob: string;
let bayviewJob: string;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pngFile = (name = 'left door.png'): TestFile => ({ name, type: 'image/png', bytes: png });
const pdfFile = (name = 'estimate.pdf'): TestFile => ({ name, type: 'application/pdf', bytes: pdf });
/** A photo and a PDF of the Harbor job. */
let photo: Media;
let doc: Media;

async function createJob(client: ApiClient, clientCellular: string) {
  const created = await client.post(`${production}/jobadmins`, await validJobBody(client, { clientCellular }));
  expect(created.status).toBe(201);
  return created.json.jobAdmin.jobAdminId as string;
}

/** The job's media once it lists `mediaId` settled: a picture with its thumbnail (made after the answer). */
async function listedSettled(client: ApiClient, jobAdminId: string, mediaId: string, position: string) {
  const settled = await eventually(
    () => client.get(`${media}/media/byjob/${jobAdminId}`, { [positionHeader]: position }),
    (r) => {
      const item = (r.json as Media[]).find((m) => m.mediaId === mediaId);
      return !!item && (item.contentType !== 'image/png' || item.thumbnailUri !== null);
    },
    15_000,
  );
  return settled.json as Media[];
}

/** Uploads one file to a job and waits until it is settled: nothing is appended for it after that. */
async function uploaded(client: ApiClient, jobAdminId: string, file: TestFile) {
  const answer = await postForm(`${bayline.url}${media}/upload/${jobAdminId}`, client.cookie, filesForm([file]));
  expect(answer.status).toBe(201);
  const [item] = answer.json as [Media];
  await listedSettled(client, jobAdminId, item.mediaId, answer.position);
  return item;
}

const send = (client: ApiClient, body: Record<string, unknown>) =>
  client.post(`${messaging}/Messages/sms`, { phoneNumber: '(510) 555-0123', jobAdminId: harborJob, ...body });

const textFields = (fields: Record<string, string> = {}) => ({
  phoneNumber: '(510) 555-0123',
  jobAdminId: harborJob,
  message: 'Photos of your car',
  ...fields,
});

const withFiles = (client: ApiClient, form: FormData, headers?: Record<string, string>) =>
  postForm(`${bayline.url}${messaging}/Messages/sms/withfiles`, client.cookie, form, headers);

/** The job's thread once the text with this body was sent. */
async function sentText(jobAdminId: string, body: string): Promise<TextMessageView> {
  const thread = await eventually(
    () => owner.read(`${messaging}/Messages/byjob/${jobAdminId}`),
    (r) => r.json?.some((m: TextMessageView) => m.body === body && m.status === 'Sent'),
  );
  const text = (thread.json as TextMessageView[]).find((m) => m.body === body);
  expect(text?.status).toBe('Sent');
  return text!;
}

const outboxText = async (messageId: string) =>
  ((await owner.get('/api/admin/v1/sms-outbox')).json as KeptText[]).find((t) => t.id === messageId);

const head = () => bayline.adapters.store.headPosition();

beforeAll(async () => {
  harborJob = await createJob(owner, '(510) 555-0123');
  otherHarborJob = await createJob(owner, '(510) 555-0124');
  bayviewJob = await createJob(atBayview, '(510) 555-0177');
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();
  photo = await uploaded(owner, harborJob, pngFile());
  doc = await uploaded(owner, harborJob, pdfFile());
}, 120_000);

describe('a text carrying the job’s media (Messages/sms attachments)', () => {
  it('is sent with them: the thread lists each with its fileUri, the outbox with a link that needs no session', async () => {
    const attachments = [
      { url: photo.fileUri, mediaId: photo.mediaId },
      { mediaId: doc.mediaId },
      { mediaId: photo.mediaId },
    ];
    const startedAt = Date.now();
    expect((await send(owner, { message: 'The repair so far', attachments })).status).toBe(204);
    const text = await sentText(harborJob, 'The repair so far');
    expect(text.media).toEqual([
      {
        mediaId: photo.mediaId,
        fileUri: mediaUris.file(photo.mediaId),
        fileName: 'left door.png',
        contentType: 'image/png',
      },
      {
        mediaId: doc.mediaId,
        fileUri: mediaUris.file(doc.mediaId),
        fileName: 'estimate.pdf',
        contentType: 'application/pdf',
      },
    ]);
    const download = await fetch(`${bayline.url}${itemAt(text.media, 0).fileUri}`, {
      headers: { cookie: owner.cookie },
    });
    expect(download.status).toBe(200);

    const kept = await outboxText(text.messageHistoryId);
    expect(kept?.media).toEqual([
      {
        mediaId: photo.mediaId,
        fileName: 'left door.png',
        contentType: 'image/png',
        url: expect.stringMatching(
          new RegExp(`^${publicUrl}/api/media/v1/shared/${photo.mediaId}\\?expires=\\d+&sig=`),
        ),
      },
      expect.objectContaining({ mediaId: doc.mediaId, url: expect.stringContaining(`/shared/${doc.mediaId}?`) }),
    ]);
    // The link works for a week, for anyone who has it: here, without a cookie.
    const link = new URL(itemAt(kept!.media!, 0).url!);
    const expires = Number(link.searchParams.get('expires')) * 1000;
    expect(expires).toBeGreaterThanOrEqual(startedAt + sharedLinkLifetimeMs - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + sharedLinkLifetimeMs);
    const shared = await fetch(`${bayline.url}${link.pathname}${link.search}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await shared.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a media id of another job, of another location or of none, naming it, and appends nothing', async () => {
    const foreign = await uploaded(atBayview, bayviewJob, pdfFile());
    const otherJobs = await uploaded(owner, otherHarborJob, pdfFile());
    const before = await head();
    for (const mediaId of [foreign.mediaId, otherJobs.mediaId, 'no-such-media', '__proto__']) {
      const refused = await send(owner, {
        message: 'Hi',
        attachments: [{ mediaId: photo.mediaId }, { url: '', mediaId }],
      });
      expect(refused.status).toBe(404);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(refused.json).toMatchObject({ title: 'Media not found', detail: `No media ${mediaId} on this job` });
    }
    const eleven = Array.from({ length: 11 }, () => ({ mediaId: photo.mediaId }));
    const tooMany = await send(owner, { message: 'Hi', attachments: eleven });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors).toContainEqual({ field: 'attachments', message: textMessages.tooManyAttachments });
    expect(await head()).toBe(before);
  });

  it('needs the right to see the job’s media to attach it, and the right to add media to send files', async () => {
    const identity = identityCommands(bayline.bayline.commandDeps);
    const ctx = { userId: 'test', locationShortName: 'HARBOR', now: new Date(), correlationId: 'text-files' };
    const texting = ['texting-writer', 'messaging-writer', 'jobfolder-writer'];
    for (const [email, roles] of [
      ['texter@files.test', texting],
      ['media-reader@files.test', [...texting, 'jobmedia-reader']],
    ] as const) {
      const { state } = await identity.register(ctx, {
        email,
        password: 'bayline-demo',
        firstName: 'Text',
        lastName: 'Files',
        roles: [...roles],
        locationShortNames: ['HARBOR'],
        mfaMethod: 'None',
      });
      await identity.signEula(ctx, state.userId);
    }
    await bayline.bayline.runner!.caughtUp();
    const texter = await signedIn(bayline.url, 'texter@files.test', 'HARBOR');
    const reader = await signedIn(bayline.url, 'media-reader@files.test', 'HARBOR');
    const before = await head();
    const attaching = await send(texter, { message: 'Hi', attachments: [{ mediaId: photo.mediaId }] });
    expect(attaching.status).toBe(403);
    expect(attaching.json.detail).toBe(textMessages.needsMediaRead);
    for (const client of [texter, reader]) {
      const sending = await withFiles(client, filesForm([pdfFile()], textFields()));
      expect(sending.status).toBe(403);
      expect(sending.json.detail).toBe(textMessages.needsMedia);
    }
    expect(await head()).toBe(before);
    expect((await send(reader, { message: 'From the reader', attachments: [{ mediaId: doc.mediaId }] })).status).toBe(
      204,
    );
    expect((await sentText(harborJob, 'From the reader')).media.map((m) => m.mediaId)).toEqual([doc.mediaId]);
  });
});

describe('a text with files from the device (Messages/sms/withfiles)', () => {
  it('files them under the job’s Messaging category, then texts them: the thread and the outbox show them', async () => {
    const categories = (await owner.get(`${production}/media/categories`)).json as {
      mediaCategoryId: string;
      description: string;
      isCustom: boolean;
    }[];
    const messagingCategory = categories.find((c) => c.description === 'Messaging' && !c.isCustom)!;
    const form = filesForm([pngFile('front bumper.png'), pdfFile('quote.pdf')], textFields({ message: 'Your quote' }));
    const answer = await withFiles(owner, form);
    expect(answer.status).toBe(204);

    const text = await sentText(harborJob, 'Your quote');
    expect(text.media.map(({ fileName, contentType }) => ({ fileName, contentType }))).toEqual([
      { fileName: 'front bumper.png', contentType: 'image/png' },
      { fileName: 'quote.pdf', contentType: 'application/pdf' },
    ]);
    const [bumper, quote] = [itemAt(text.media, 0), itemAt(text.media, 1)];
    expect(bumper.fileUri).toBe(mediaUris.file(bumper.mediaId));
    const listed = await listedSettled(owner, harborJob, bumper.mediaId, answer.position);
    for (const sent of [bumper, quote])
      expect(listed.find((m) => m.mediaId === sent.mediaId)).toMatchObject({
        fileName: sent.fileName,
        mediaCategoryId: messagingCategory.mediaCategoryId,
      });
    expect(blobsIn(bayline.dataDir, 'media')).toEqual(
      expect.arrayContaining([`${bumper.mediaId}.bin`, `${quote.mediaId}.bin`]),
    );
    const kept = await outboxText(text.messageHistoryId);
    expect(
      kept?.media?.map((m) => [m.fileName, m.url?.startsWith(`${publicUrl}${media}/shared/${m.mediaId}?`)]),
    ).toEqual([
      ['front bumper.png', true],
      ['quote.pdf', true],
    ]);
  });

  it('files them on the media index before the job, so a bulk delete right after the text finds them', async () => {
    const at = await head();
    const form = filesForm([pngFile('wing.png'), pdfFile('wing.pdf')], textFields({ message: 'Your wing' }));
    expect((await withFiles(owner, form)).status).toBe(204);
    const appended = await bayline.adapters.store.readAll(at, 100);
    const filed = appended.find((e) => e.type === 'MediaFiled')!.data as { jobAdminId: string; mediaIds: string[] };
    const uploaded = appended
      .filter((e) => e.type === 'MediaUploaded')
      .map((e) => (e.data as { mediaId: string }).mediaId);
    expect(filed).toEqual({ jobAdminId: harborJob, mediaIds: uploaded });
    expect(appended.findIndex((e) => e.type === 'MediaFiled')).toBeLessThan(
      appended.findIndex((e) => e.type === 'MediaUploaded'),
    );
    const removed = await owner.del(`${media}/media/bulk?ids=${uploaded.join(';')}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ removed: 2 });
  });

  it('carries the job’s media named in mediaIds too, before the new files; an unknown id keeps nothing', async () => {
    const kept = await uploaded(owner, harborJob, pngFile('door.png'));
    const form = filesForm([pdfFile('parts.pdf')], textFields({ message: 'Door and parts', mediaIds: kept.mediaId }));
    expect((await withFiles(owner, form)).status).toBe(204);
    const text = await sentText(harborJob, 'Door and parts');
    expect(text.media.map((m) => m.fileName)).toEqual(['door.png', 'parts.pdf']);
    expect(text.media[0]?.mediaId).toBe(kept.mediaId);

    const before = blobsIn(bayline.dataDir, 'media');
    const at = await head();
    const unknown = filesForm([pdfFile('lost.pdf')], textFields({ message: 'Lost', mediaIds: `${kept.mediaId};nope` }));
    const refused = await withFiles(owner, unknown);
    expect(refused.status).toBe(404);
    expect(await head()).toBe(at);
    expect(blobsIn(bayline.dataDir, 'media')).toEqual(before);
  });

  it('files them under the category the form names instead', async () => {
    const added = await owner.post(`${production}/media/categories`, { description: 'Sent to customer' });
    expect(added.status).toBe(201);
    const { mediaCategoryId } = added.json;
    const form = filesForm(
      [pdfFile('invoice.pdf')],
      textFields({ message: 'Your invoice', newAttachmentCategoryId: mediaCategoryId }),
    );
    const answer = await withFiles(owner, form);
    expect(answer.status).toBe(204);
    const invoice = itemAt((await sentText(harborJob, 'Your invoice')).media, 0);
    const listed = await listedSettled(owner, harborJob, invoice.mediaId, answer.position);
    expect(listed.find((m) => m.mediaId === invoice.mediaId)?.mediaCategoryId).toBe(mediaCategoryId);
  });

  it('checks the text first, as Messages/sms does: a refusal comes before any file is stored', async () => {
    const blobs = blobsIn(bayline.dataDir, 'media');
    const before = await head();
    const cases: [Record<string, string>, string, string][] = [
      [{ message: '' }, 'message', textMessages.required],
      [{ message: 'x'.repeat(1501) }, 'message', 'Only 1500 characters allowed (1 over)'],
      [{ message: '🚗'.repeat(10_000) }, 'message', 'Only 1500 characters allowed (18500 over)'],
      [{ phoneNumber: '555-12' }, 'phoneNumber', jobMessages.phoneInvalid],
      [{ jobAdminId: '../x' }, 'jobAdminId', expect.any(String) as unknown as string],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await withFiles(owner, filesForm([pngFile()], textFields(fields)));
      expect(refused.status).toBe(400);
      expect(refused.type).toMatch(/^application\/problem\+json/);
      expect(refused.json.errors).toContainEqual({ field, message });
    }
    // The fields come first: sent after the files, they are not there when the first file is.
    const late = new FormData();
    late.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'late.pdf');
    for (const [name, value] of Object.entries(textFields())) late.append(name, value);
    const lateAnswer = await withFiles(owner, late);
    expect(lateAnswer.status).toBe(400);
    expect(lateAnswer.json.title).toBe(textMessages.fieldsFirst);

    const refusals: [FormData, number, string][] = [
      [filesForm([], textFields()), 400, mediaMessages.noFiles],
      [
        filesForm([pdfFile()], textFields({ newAttachmentCategoryId: 'no-such-category' })),
        404,
        'Media category not found',
      ],
      [filesForm([pdfFile()], textFields({ jobAdminId: bayviewJob })), 404, 'Job not found'],
      [filesForm([pdfFile()], textFields({ jobAdminId: 'no-such-job' })), 404, 'Job not found'],
    ];
    for (const [form, status, title] of refusals) {
      const refused = await withFiles(owner, form);
      expect([refused.status, refused.json.title]).toEqual([status, title]);
    }
    // Texting is off at Bayview.
    const off = await withFiles(atBayview, filesForm([pdfFile()], textFields({ jobAdminId: bayviewJob })));
    expect([off.status, off.json.title]).toEqual([409, textMessages.disabled]);
    const huge = await withFiles(owner, filesForm([pdfFile()], textFields({ message: 'x'.repeat(70_000) })));
    expect([huge.status, huge.json.title]).toEqual([413, 'The body is too large']);
    // Multipart only.
    expect((await owner.post(`${messaging}/Messages/sms/withfiles`, textFields())).status).toBe(415);

    expect(blobsIn(bayline.dataDir, 'media')).toEqual(blobs);
    expect(blobsIn(bayline.dataDir, 'tmp')).toEqual([]);
    expect(await head()).toBe(before);
  });

  it('refuses a file over the limit (413), one that is no photo, video or PDF (415) and an eleventh file (413), keeping none', async () => {
    const blobs = blobsIn(bayline.dataDir, 'media');
    const before = await head();
    const big = { ...pdfFile('huge.pdf'), bytes: Buffer.concat([pdf, Buffer.alloc(mediaLimits.maxFileBytes)]) };
    const tooLarge = await withFiles(owner, filesForm([pdfFile(), big], textFields()));
    expect([tooLarge.status, tooLarge.json.title]).toEqual([413, mediaMessages.tooLarge]);

    const notAPicture = { name: 'photo.png', type: 'image/png', bytes: Buffer.from('not a picture at all') };
    const wrongType = await withFiles(owner, filesForm([pdfFile(), notAPicture], textFields()), {
      'accept-language': 'fr',
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.type).toMatch(/^application\/problem\+json/);
    expect(wrongType.json.title).not.toBe(mediaMessages.notAllowed);

    const eleven = Array.from({ length: 11 }, (_, i) => pdfFile(`page ${i}.pdf`));
    const tooMany = await withFiles(owner, filesForm(eleven, textFields()));
    expect([tooMany.status, tooMany.json.title]).toEqual([413, textMessages.tooManyAttachments]);

    expect(blobsIn(bayline.dataDir, 'media')).toEqual(blobs);
    expect(blobsIn(bayline.dataDir, 'tmp')).toEqual([]);
    expect(await head()).toBe(before);
  }, 30_000);
});

describe('a shared media link', () => {
  const links = () => signedLinks(bayline.adapters.sessionSecret, 'media');
  const inAnHour = () => new Date(Date.now() + 3_600_000);
  const fetchLink = (path: string) => fetch(`${bayline.url}${path}`);

  it('answers the file to anyone while it is signed and not expired', async () => {
    const answer = await fetchLink(mediaUris.shared(doc.mediaId, links().sign(doc.mediaId, inAnHour())));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await answer.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('refuses with 403 an expired link, another item’s signature, a changed one and another secret’s', async () => {
    const good = links().sign(photo.mediaId, inAnHour());
    for (const path of [
      mediaUris.shared(photo.mediaId, links().sign(photo.mediaId, new Date(Date.now() - 1000))),
      mediaUris.shared(doc.mediaId, good),
      mediaUris.shared(photo.mediaId, { ...good, sig: `${good.sig.slice(0, -2)}AA` }),
      mediaUris.shared(photo.mediaId, { ...good, expires: String(Number(good.expires) + 60) }),
      mediaUris.shared(photo.mediaId, signedLinks('another-secret', 'media').sign(photo.mediaId, inAnHour())),
    ]) {
      const answer = await fetchLink(path);
      expect(answer.status, path).toBe(403);
      expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(((await answer.json()) as { title: string }).title).toBe(mediaMessages.linkInvalid);
    }
    expect((await fetchLink(`${media}/shared/${photo.mediaId}?expires=${good.expires}`)).status).toBe(400);
    const unknown = await fetchLink(mediaUris.shared('no-such-media', links().sign('no-such-media', inAnHour())));
    expect(unknown.status).toBe(404);
  });
});
