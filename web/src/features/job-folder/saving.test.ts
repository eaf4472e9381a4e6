import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { i18n } from '../../lib/i18n.ts';
import { conflictMessage, createDebouncer, saveDebounceMs } from './saving.ts';

describe('save click debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, 300 ms after the last of several clicks', () => {
    const debouncer = createDebouncer(saveDebounceMs);
    const run = vi.fn();
    debouncer.call(run);
    vi.advanceTimersByTime(200);
    debouncer.call(run);
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the pending run', () => {
    const debouncer = createDebouncer(saveDebounceMs);
    const run = vi.fn();
    debouncer.call(run);
    debouncer.cancel();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('409 message', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('tells the server’s reason and that the edits were kept', () => {
    const message = conflictMessage(new ApiError(409, 'This job was changed by someone else'));
    expect(message).toBe(
      'This job was changed by someone else. Your changes were kept on top of the latest version: check them and save again.',
    );
  });
});
