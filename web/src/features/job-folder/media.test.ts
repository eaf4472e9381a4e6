import { areas, Level, type Media, type MediaCategory, type Permissions, RoState } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import {
  canMoveTo,
  categoryChoices,
  filterByCategory,
  keepPresent,
  mediaPanes,
  mediaRights,
  withListSelection,
  zipHref,
} from './media.ts';

const all = (level: Level) => Object.fromEntries(areas.map((a) => [a, level])) as Permissions;

const item = (mediaId: string, extra: Partial<Media> = {}): Media => ({
  mediaId,
  fileName: `${mediaId}.jpg`,
  fileUri: `/api/media/v1/download/${mediaId}`,
  thumbnailUri: null,
  contentType: 'image/jpeg',
  mediaCategoryId: null,
  isMedia: true,
  size: 1000,
  createdAt: '2026-11-26T10:00:00.000Z',
  uploadedBy: 'Dana Reyes',
  ...extra,
});

describe('media rights (spec 1 section 6)', () => {
  it('lets a media writer do everything on an open job', () => {
    expect(mediaRights(all(Level.write), RoState.open)).toEqual({ select: true, add: true, move: true, delete: true });
  });

  it('keeps selecting (for a zip) but no changes on a void or archived job', () => {
    for (const state of [RoState.archived, RoState.void])
      expect(mediaRights(all(Level.write), state)).toEqual({ select: true, add: false, move: false, delete: false });
  });

  it('disables everything when jobmedia is no access or read, or the folder is no access', () => {
    const none = { select: false, add: false, move: false, delete: false };
    expect(mediaRights({ ...all(Level.write), jobmedia: Level.noAccess }, RoState.open)).toEqual(none);
    expect(mediaRights({ ...all(Level.write), jobmedia: Level.read }, RoState.open)).toEqual(none);
    expect(mediaRights({ ...all(Level.write), jobfolder: Level.noAccess }, RoState.open)).toEqual(none);
  });

  it('lets complete-only select but not change', () => {
    expect(mediaRights({ ...all(Level.write), jobmedia: Level.completeOnly }, RoState.open)).toMatchObject({
      select: true,
      add: false,
    });
  });
});

describe('panes, filters and moves', () => {
  const photo = item('p1');
  const video = item('v1', { contentType: 'video/mp4', mediaCategoryId: 'c1' });
  const pdf = item('d1', { contentType: 'application/pdf', isMedia: false, mediaCategoryId: 'c1' });

  it('splits photos and videos from documents', () => {
    expect(mediaPanes([photo, pdf, video])).toEqual({ multimedia: [photo, video], miscellaneous: [pdf] });
  });

  it('filters by category, none, or not at all', () => {
    expect(filterByCategory([photo, video, pdf], { kind: 'all' })).toEqual([photo, video, pdf]);
    expect(filterByCategory([photo, video, pdf], { kind: 'none' })).toEqual([photo]);
    expect(filterByCategory([photo, video, pdf], { kind: 'category', mediaCategoryId: 'c1' })).toEqual([video, pdf]);
  });

  it('offers active categories only, in their order', () => {
    const category = (id: string, extra: Partial<MediaCategory> = {}): MediaCategory => ({
      mediaCategoryId: id,
      description: id,
      isActive: true,
      isCustom: true,
      deletedAt: null,
      ...extra,
    });
    const kept = [
      category('b'),
      category('off', { isActive: false }),
      category('gone', { deletedAt: 'x' }),
      category('a'),
    ];
    expect(categoryChoices(kept).map((c) => c.mediaCategoryId)).toEqual(['b', 'a']);
  });

  it('saves a move only to a category that differs from the selection’s', () => {
    expect(canMoveTo([video, pdf], 'c1')).toBe(false);
    expect(canMoveTo([video, pdf], null)).toBe(true);
    expect(canMoveTo([photo, video], 'c1')).toBe(true);
    expect(canMoveTo([photo], null)).toBe(false);
    expect(canMoveTo([], 'c1')).toBe(false);
    expect(canMoveTo([photo], undefined)).toBe(false);
  });

  it('changes only the selection of the list that changed it', () => {
    expect([...withListSelection(new Set(['p1', 'd1']), [photo, video], new Set(['v1']))]).toEqual(['d1', 'v1']);
  });

  it('drops from the selection what the job no longer has', () => {
    expect([...keepPresent(new Set(['p1', 'gone', 'd1']), [photo, pdf])]).toEqual(['p1', 'd1']);
  });

  it('names the zip of a selection with the job and the ids joined by semicolons', () => {
    const href = zipHref('job 1', ['a', 'b']);
    const query = new URL(href, 'http://shop.test').searchParams;
    expect(href.startsWith('/api/media/v1/download/aszip?')).toBe(true);
    expect(query.get('jobid')).toBe('job 1');
    expect(query.get('ids')).toBe('a;b');
  });
});
