import { mediaLimits } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { capturedFileName, filesSummary, recordingType } from './media-files.ts';

describe('files chosen and captured', () => {
  it('sums the files and says when the server would refuse them', () => {
    expect(filesSummary([{ size: 10 }, { size: 32 }])).toEqual({
      count: 2,
      bytes: 42,
      tooMany: false,
      tooLarge: false,
    });
    expect(filesSummary([{ size: mediaLimits.maxFileBytes + 1 }]).tooLarge).toBe(true);
    expect(filesSummary(Array.from({ length: mediaLimits.maxFiles + 1 }, () => ({ size: 1 }))).tooMany).toBe(true);
  });

  it('records MP4 where it can, else WebM with H.264, else WebM', () => {
    expect(recordingType((type) => type === 'video/mp4')).toEqual({ mimeType: 'video/mp4', extension: 'mp4' });
    expect(recordingType((type) => type.includes('h264'))).toEqual({
      mimeType: 'video/webm;codecs=h264',
      extension: 'webm',
    });
    expect(recordingType((type) => type === 'video/webm')).toEqual({ mimeType: 'video/webm', extension: 'webm' });
    expect(recordingType(() => false)).toEqual({ mimeType: '', extension: 'webm' });
  });

  it('names a capture by kind and local time', () => {
    expect(capturedFileName('photo', new Date(2026, 10, 6, 9, 5, 3), 'jpg')).toBe('Photo 2026-11-06 09-05-03.jpg');
    expect(capturedFileName('video', new Date(2026, 0, 1, 23, 0, 0), 'webm')).toBe('Video 2026-01-01 23-00-00.webm');
  });
});
