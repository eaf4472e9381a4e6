import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { blobKeys } from '@bayline/contracts';
import { openFileBlobStore } from '@bayline/platform/blobs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { recorded } from '../testing/events.ts';
import { mediaJobs, mediaWorkFor } from './reactions.ts';
import { makeThumbnail } from './thumbnails.ts';

const roots: string[] = [];
async function blobStore() {
  const root = mkdtempSync(join(tmpdir(), 'bayline-thumbs-'));
  roots.push(root);
  return openFileBlobStore(root);
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('thumbnails', () => {
  it('fit a photo in 320 px, as WebP, under thumbs/{mediaId}', async () => {
    const blobs = await blobStore();
    const photo = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#2e86c1' } })
      .jpeg()
      .toBuffer();
    await blobs.put(blobKeys.media('m1'), Readable.from([photo]), { contentType: 'image/jpeg' });
    expect(await makeThumbnail(blobs, 'm1')).toEqual({ made: true, contentType: 'image/webp' });
    const thumbnail = await blobs.get(blobKeys.thumbnail('m1'));
    const size = await sharp(Buffer.concat(await thumbnail!.stream.toArray())).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 320, 107]);
  });

  it('say why there is none for a damaged picture or a file no longer kept', async () => {
    const blobs = await blobStore();
    await blobs.put(blobKeys.media('bad'), Readable.from([Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2])]), {
      contentType: 'image/jpeg',
    });
    expect(await makeThumbnail(blobs, 'bad')).toMatchObject({ made: false });
    expect(await blobs.exists(blobKeys.thumbnail('bad'))).toBe(false);
    expect(await makeThumbnail(blobs, 'gone')).toEqual({ made: false, reason: 'The file is no longer kept' });
  });
});

describe('media work', () => {
  const uploaded = (mediaId: string, contentType: string) => ({
    streamId: 'job-j1',
    type: 'MediaUploaded',
    data: { jobAdminId: 'j1', mediaId, contentType },
  });

  it('queues a thumbnail for photos only, and the removal of a deleted item’s files, each once per item', () => {
    const [photo, video, pdf, deleted, moved] = recorded([
      uploaded('m1', 'image/png'),
      uploaded('m2', 'video/mp4'),
      uploaded('m3', 'application/pdf'),
      { streamId: 'job-j1', type: 'MediaDeleted', data: { jobAdminId: 'j1', mediaId: 'm1' } },
      { streamId: 'job-j1', type: 'MediaMovedToCategory', data: { jobAdminId: 'j1', mediaId: 'm1' } },
    ]);
    expect(mediaWorkFor(photo)).toEqual([
      {
        name: mediaJobs.thumbnail,
        data: { jobAdminId: 'j1', mediaId: 'm1', contentType: 'image/png', locationShortName: 'BAYVIEW' },
        jobId: 'thumb-m1',
      },
    ]);
    expect(mediaWorkFor(video)).toEqual([]);
    expect(mediaWorkFor(pdf)).toEqual([]);
    expect(mediaWorkFor(deleted)).toEqual([
      { name: mediaJobs.removeBlobs, data: { mediaId: 'm1' }, jobId: 'remove-m1' },
    ]);
    expect(mediaWorkFor(moved)).toEqual([]);
  });
});
