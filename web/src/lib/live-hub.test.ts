import type { HubMessage } from '@bayline/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInvalidator, hubEffects, parseHubMessage } from './live-hub.ts';
import { queryKeys } from './query-keys.ts';

const message = (Type: HubMessage['Type'], Action: HubMessage['Action']): HubMessage => ({
  ItemId: 'j1',
  Type,
  Action,
});

describe('hubEffects', () => {
  it('refreshes job queries and tells screens about new and changed jobs', () => {
    expect(hubEffects(message('job', 'new'))).toEqual({ keys: [queryKeys.jobs], events: ['addNewJob'] });
    expect(hubEffects(message('job', 'update'))).toEqual({
      keys: [queryKeys.jobs],
      events: ['jobUpdate', 'jobFolder-update'],
    });
    expect(hubEffects(message('job', 'remove'))).toEqual({ keys: [queryKeys.jobs], events: ['jobUpdate'] });
    expect(hubEffects(message('priority', 'update')).keys).toEqual([queryKeys.jobs]);
  });

  it('passes messaging news on as browser events and settings changes as refreshes', () => {
    expect(hubEffects(message('messaging', 'incomingsms'))).toEqual({ keys: [], events: ['incomingMessage'] });
    expect(hubEffects(message('messaging', 'read'))).toEqual({ keys: [], events: ['readMessage'] });
    expect(hubEffects(message('settings', 'update'))).toEqual({ keys: [queryKeys.settings], events: [] });
    expect(hubEffects(message('appointment', 'new'))).toEqual({ keys: [], events: [] });
  });
});

describe('parseHubMessage', () => {
  it('reads the JSON of a ReceiveMessage and refuses anything else', () => {
    expect(parseHubMessage('{"ItemId":"j1","Type":"job","Action":"new"}')).toEqual(message('job', 'new'));
    expect(parseHubMessage('{"ItemId":"j1"}')).toBeUndefined();
    expect(parseHubMessage('not json')).toBeUndefined();
    expect(parseHubMessage('null')).toBeUndefined();
  });
});

describe('createInvalidator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns a burst of messages into one invalidation per query family after 100 ms', () => {
    const invalidateQueries = vi.fn(async () => {});
    const invalidator = createInvalidator({ invalidateQueries }, 100);
    invalidator.add([queryKeys.jobs]);
    vi.advanceTimersByTime(50);
    invalidator.add([queryKeys.jobs]);
    invalidator.add([queryKeys.settings]);
    invalidator.add([]);
    expect(invalidateQueries).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(invalidateQueries).toHaveBeenCalledTimes(2);
    expect(invalidateQueries).toHaveBeenCalledWith({ queryKey: queryKeys.jobs });
    expect(invalidateQueries).toHaveBeenCalledWith({ queryKey: queryKeys.settings });
    vi.advanceTimersByTime(1_000);
    expect(invalidateQueries).toHaveBeenCalledTimes(2);
  });

  it('invalidates everything once after a reset, and nothing after dispose', () => {
    const invalidateQueries = vi.fn(async () => {});
    const invalidator = createInvalidator({ invalidateQueries }, 100);
    invalidator.add([queryKeys.jobs]);
    invalidator.addEverything();
    vi.advanceTimersByTime(100);
    expect(invalidateQueries).toHaveBeenCalledTimes(1);
    expect(invalidateQueries).toHaveBeenCalledWith();

    invalidator.add([queryKeys.jobs]);
    invalidator.dispose();
    vi.advanceTimersByTime(200);
    expect(invalidateQueries).toHaveBeenCalledTimes(1);
  });
});
