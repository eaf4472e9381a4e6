import type { MediaEvents } from '@bayline/contracts';
import { mediaModel } from '@bayline/contracts/read-models/folder';
import { updatesModel } from '@bayline/contracts/read-models/live';
import { describe, expect, it } from 'vitest';
import { jobCreated } from '../testing/events.ts';
import { type GivenEvent, given as givenEvents } from '../testing/given.ts';
import { liveFeedProjector } from './live-feed.ts';
import { mediaProjector } from './media.ts';

const given = (events: GivenEvent[]) => givenEvents(mediaProjector, mediaModel, events);
const stream = 'job-j1';
const uploaded = (mediaId: string, fileName: string): GivenEvent => ({
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
const on = <T extends keyof MediaEvents>(type: T, data: Omit<MediaEvents[T], 'jobAdminId'>) =>
  ({ streamId: stream, type, data: { jobAdminId: 'j1', ...data } }) as GivenEvent;

describe('media projector', () => {
  it('keeps each item with who uploaded it when, its category and its thumbnail', () => {
    const events: GivenEvent[] = [
      jobCreated('j1'),
      uploaded('m1', 'door.png'),
      uploaded('m2', 'hood.png'),
      on('MediaMovedToCategory', { mediaId: 'm1', mediaCategoryId: 'cat-damage' }),
      on('MediaThumbnailMade', { mediaId: 'm1', contentType: 'image/webp' }),
      on('MediaThumbnailFailed', { mediaId: 'm2', reason: 'unreadable' }),
    ];
    given(events).then({
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
      // The upload's time: recorded() gives the second event 16:00.
      createdAt: '2026-03-02T16:00:00.000Z',
      uploadedById: 'u1',
      thumbnailPending: false,
      thumbnailType: 'image/webp',
      thumbnailFailure: null,
    });
    given(events).thenMatches({
      id: 'm2',
      thumbnailPending: false,
      thumbnailType: null,
      thumbnailFailure: 'unreadable',
    });
    given(events.slice(0, 3)).thenMatches({ id: 'm1', thumbnailPending: true });
  });

  it('forgets a deleted item, and a late thumbnail of it brings nothing back', () => {
    const media = given([
      uploaded('m1', 'door.png'),
      on('MediaDeleted', { mediaId: 'm1' }),
      on('MediaThumbnailMade', { mediaId: 'm1', contentType: 'image/webp' }),
    ]);
    expect(media.all()).toEqual([]);
  });

  it('reaches other users live: a media change is a change of its job', () => {
    const feed = givenEvents(liveFeedProjector, updatesModel, [
      jobCreated('j1'),
      on('MediaDeleted', { mediaId: 'm1' }),
    ]);
    expect(feed.all()).toEqual([expect.objectContaining({ ItemId: 'j1', Type: 'job', Action: 'update', position: 2 })]);
  });
});
