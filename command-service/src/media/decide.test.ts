import { mediaMoveSchema } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { decideVoid } from '../jobs/decide.ts';
import { type JobStreamEvent, job } from '../jobs/job.ts';
import { catalog, monday } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';
import { createdJob, storedFile as file } from '../testing/job.ts';
import {
  decideDeleteMedia,
  decideMoveMedia,
  decideThumbnail,
  decideUpload,
  messagingCategoryOf,
  type StoredFile,
} from './decide.ts';

const created = createdJob();
const uploaded = (...files: StoredFile[]): JobStreamEvent[] => {
  const { state } = given(job, created);
  return decideUpload(state, files, null, catalog);
};

describe('upload', () => {
  it('records one MediaUploaded per file, images and videos as media, PDFs as miscellaneous', () => {
    given(job, created)
      .when((s) =>
        decideUpload(s, [file('m1'), file('m2', 'video/mp4'), file('m3', 'application/pdf')], 'media-damage', catalog),
      )
      .then([
        {
          type: 'MediaUploaded',
          data: { jobAdminId: 'job-1', ...file('m1'), mediaCategoryId: 'media-damage', isMedia: true },
        },
        {
          type: 'MediaUploaded',
          data: { jobAdminId: 'job-1', ...file('m2', 'video/mp4'), mediaCategoryId: 'media-damage', isMedia: true },
        },
        {
          type: 'MediaUploaded',
          data: {
            jobAdminId: 'job-1',
            ...file('m3', 'application/pdf'),
            mediaCategoryId: 'media-damage',
            isMedia: false,
          },
        },
      ]);
  });

  it('is refused on a void job', () => {
    given(job, [...created, ...decideVoid(given(job, created).state, monday)])
      .when((s) => decideUpload(s, [file('m1')], null, catalog))
      .thenThrows('JobClosed', (refusal) => {
        expect(refusal.title).toBe('This job is void');
      });
  });

  it('is refused into an unknown or inactive category', () => {
    for (const category of ['media-none', 'media-old']) {
      given(job, created)
        .when((s) => decideUpload(s, [file('m1')], category, catalog))
        .thenThrows('NotFound', (refusal) => expect(refusal.title).toBe('Media category not found'));
    }
  });
});

describe('move to category', () => {
  const withMedia = [...created, ...uploaded(file('m1'), file('m2'))];

  it('moves what changes, to a category or to none', () => {
    const moves = mediaMoveSchema.parse([
      { mediaId: 'm1', mediaCategoryId: 'media-damage' },
      { mediaId: 'm2', mediaCategoryId: null },
    ]);
    given(job, withMedia)
      .when((s) => decideMoveMedia(s, moves, catalog))
      .then([
        { type: 'MediaMovedToCategory', data: { jobAdminId: 'job-1', mediaId: 'm1', mediaCategoryId: 'media-damage' } },
      ]);
  });

  it('appends nothing when one item is unknown, however many others are fine', () => {
    const moves = [
      { mediaId: 'm1', mediaCategoryId: 'media-damage' },
      { mediaId: 'nope', mediaCategoryId: 'media-damage' },
    ];
    // Refused, so nothing is appended.
    given(job, withMedia)
      .when((s) => decideMoveMedia(s, moves, catalog))
      .thenThrows('UnknownMedia', (refusal) => {
        expect(refusal.extra.detail).toBe('No media nope on this job');
      });
  });

  it('never takes a prototype key for an item', () => {
    for (const mediaId of ['__proto__', 'constructor', 'toString']) {
      given(job, withMedia)
        .when((s) => decideMoveMedia(s, [{ mediaId, mediaCategoryId: null }], catalog))
        .thenThrows('UnknownMedia');
    }
  });

  it('does not follow a deleted item', () => {
    const deleted = [...withMedia, ...decideDeleteMedia(given(job, withMedia).state, ['m1'])];
    given(job, deleted)
      .when((s) => decideMoveMedia(s, [{ mediaId: 'm1', mediaCategoryId: 'media-damage' }], catalog))
      .thenThrows('UnknownMedia');
  });
});

describe('delete', () => {
  const withMedia = [...created, ...uploaded(file('m1'), file('m2'))];

  it('records one MediaDeleted per item', () => {
    given(job, withMedia)
      .when((s) => decideDeleteMedia(s, ['m2', 'm1']))
      .then((events) => {
        expect(events.map((e) => ('mediaId' in e.data ? e.data.mediaId : undefined))).toEqual(['m2', 'm1']);
        expect(events.every((e) => e.type === 'MediaDeleted')).toBe(true);
      });
  });

  it('appends nothing when one is not on the job', () => {
    // Refused, so nothing is appended.
    given(job, withMedia)
      .when((s) => decideDeleteMedia(s, ['m1', 'm3']))
      .thenThrows('UnknownMedia');
  });
});

describe('thumbnail', () => {
  const withMedia = [...created, ...uploaded(file('m1'))];

  it('is recorded once: a retried thumbnail job records nothing more', () => {
    const made = decideThumbnail(given(job, withMedia).state, 'm1', { made: true, contentType: 'image/webp' });
    expect(made).toEqual([
      { type: 'MediaThumbnailMade', data: { jobAdminId: 'job-1', mediaId: 'm1', contentType: 'image/webp' } },
    ]);
    given(job, [...withMedia, ...made])
      .when((s) => decideThumbnail(s, 'm1', { made: false, reason: 'corrupt' }))
      .then([]);
  });

  it('records nothing for an item deleted meanwhile', () => {
    const deleted = [...withMedia, ...decideDeleteMedia(given(job, withMedia).state, ['m1'])];
    given(job, deleted)
      .when((s) => decideThumbnail(s, 'm1', { made: true, contentType: 'image/webp' }))
      .then([]);
  });
});

describe('the category files sent by text go to', () => {
  it('is the location’s built-in Messaging one, or none where the location has none', () => {
    expect(messagingCategoryOf(catalog)).toBe('media-messaging');
    const custom = catalog.mediaCategories.map((c) => ({ ...c, isCustom: true }));
    expect(messagingCategoryOf({ ...catalog, mediaCategories: custom })).toBeNull();
    expect(messagingCategoryOf({ ...catalog, mediaCategories: [] })).toBeNull();
  });
});
