import { describe, expect, it } from 'vitest';
import { projectInMemory } from '../projector.ts';
import { jobCreated, recorded } from '../testing/events.ts';
import { liveFeedProjector } from './live-feed.ts';
import { mediaProjector } from './media.ts';

const stream = 'job-j1';
const uploaded = (mediaId: string, fileName: string) => ({
  streamId: stream,
  type: 'MediaUploaded',
  data: {
    jobAdminId: 'j1',
    mediaId,
    fileName,
    contentType: 'image/png',
    size: 12,
    sha256: 'ab',
    mediaCategoryId: null,
    isMedia: true,
  },
});
const on = (type: string, data: Record<string, unknown>) => ({
  streamId: stream,
  type,
  data: { jobAdminId: 'j1', ...data },
});

describe('media projector', () => {
  it('keeps each item with who uploaded it when, its category and its thumbnail', () => {
    const events = recorded([
      jobCreated('j1'),
      uploaded('m1', 'door.png'),
      uploaded('m2', 'hood.png'),
      on('MediaMovedToCategory', { mediaId: 'm1', mediaCategoryId: 'cat-damage' }),
      on('MediaThumbnailMade', { mediaId: 'm1', contentType: 'image/webp' }),
      on('MediaThumbnailFailed', { mediaId: 'm2', reason: 'unreadable' }),
    ]);
    const media = projectInMemory(mediaProjector, events);
    expect(media.get('media', 'm1')).toEqual({
      id: 'm1',
      jobAdminId: 'j1',
      mediaId: 'm1',
      fileName: 'door.png',
      contentType: 'image/png',
      size: 12,
      sha256: 'ab',
      mediaCategoryId: 'cat-damage',
      isMedia: true,
      locationShortName: 'BAYVIEW',
      createdAt: events[1].metadata.at,
      uploadedById: 'u1',
      thumbnailPending: false,
      thumbnailType: 'image/webp',
      thumbnailFailure: null,
    });
    expect(media.get('media', 'm2')).toMatchObject({
      thumbnailPending: false,
      thumbnailType: null,
      thumbnailFailure: 'unreadable',
    });
    const waiting = projectInMemory(mediaProjector, events.slice(0, 3));
    expect(waiting.get('media', 'm1')).toMatchObject({ thumbnailPending: true });
  });

  it('forgets a deleted item, and a late thumbnail of it brings nothing back', () => {
    const media = projectInMemory(
      mediaProjector,
      recorded([
        uploaded('m1', 'door.png'),
        on('MediaDeleted', { mediaId: 'm1' }),
        on('MediaThumbnailMade', { mediaId: 'm1', contentType: 'image/webp' }),
      ]),
    );
    expect(media.all('media')).toEqual([]);
  });

  it('reaches other users live: a media change is a change of its job', () => {
    const feed = projectInMemory(
      liveFeedProjector,
      recorded([jobCreated('j1'), on('MediaDeleted', { mediaId: 'm1' })]),
    );
    expect(feed.all('updates')).toEqual([
      expect.objectContaining({ ItemId: 'j1', Type: 'job', Action: 'update', position: 2 }),
    ]);
  });
});
