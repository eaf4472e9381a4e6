import type { HubMessage } from '@bayline/contracts';
import { QueryCache } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInvalidator, hubEffects, parseHubMessage } from './live-hub.ts';
import { queryKeys } from './query-keys.ts';

const message = (Type: HubMessage['Type'], Action: HubMessage['Action']): HubMessage => ({
  ItemId: 'j1',
  Type,
  Action,
});

describe('hubEffects', () => {
  // The capacity indicators count jobs: any change to one may move them.
  const jobKeys = [
    queryKeys.jobFolder('j1'),
    queryKeys.jobHistory('j1'),
    queryKeys.jobMedia('j1'),
    queryKeys.jobSearch,
    queryKeys.locationMetrics,
    queryKeys.leaderboard,
    queryKeys.terminal,
    queryKeys.schedule,
    queryKeys.reportData,
  ];

  it('reads a changed job’s card alone, never the board, and tells screens about new and changed jobs', () => {
    expect(hubEffects(message('job', 'new'))).toEqual({
      keys: jobKeys,
      events: ['addNewJob'],
      card: { jobAdminId: 'j1', change: 'changed' },
    });
    expect(hubEffects(message('job', 'update'))).toEqual({
      keys: jobKeys,
      events: ['jobUpdate', 'jobFolder-update'],
      card: { jobAdminId: 'j1', change: 'changed' },
    });
    expect(hubEffects(message('job', 'add')).card).toEqual({ jobAdminId: 'j1', change: 'changed' });
    expect(hubEffects(message('priority', 'update'))).toEqual({
      keys: [],
      events: ['jobUpdate'],
      card: { jobAdminId: 'j1', change: 'changed' },
    });
  });

  it('takes a closed job off the board without reading anything of the board', () => {
    expect(hubEffects(message('job', 'remove'))).toEqual({
      keys: jobKeys,
      events: ['jobUpdate'],
      card: { jobAdminId: 'j1', change: 'removed' },
    });
    for (const action of ['new', 'update', 'remove', 'add'] as const)
      expect(hubEffects(message('job', action)).keys).not.toContainEqual(queryKeys.openJobs);
  });

  it('refreshes the thread and the unread count on messaging news, and settings changes as refreshes', () => {
    const thread = [queryKeys.jobMessages('j1'), queryKeys.unreadMessages];
    expect(hubEffects(message('messaging', 'incomingsms'))).toEqual({ keys: thread, events: ['incomingMessage'] });
    // Reading adds the Communications note: the job's history is read again too.
    expect(hubEffects(message('messaging', 'read'))).toEqual({
      keys: [...thread, queryKeys.jobHistory('j1')],
      events: ['readMessage'],
    });
    // A delivery outcome (Sent or Failed) changes the open thread.
    expect(hubEffects(message('messaging', 'update'))).toEqual({ keys: thread, events: [] });
    expect(hubEffects(message('settings', 'update'))).toEqual({ keys: [queryKeys.settings], events: [] });
    // Every month of the calendar is read again: an appointment may be in two, and moved from any month.
    for (const action of ['new', 'update', 'remove'] as const)
      expect(hubEffects(message('appointment', action))).toEqual({ keys: [queryKeys.appointments], events: [] });
    expect(queryKeys.appointmentMonth('2026-11').slice(0, 1)).toEqual(queryKeys.appointments);
    // The location's settings hold the indicators' goals: the 'location' family covers the metrics.
    expect(hubEffects(message('location', 'update')).keys).toEqual([queryKeys.location]);
    expect(queryKeys.locationMetrics.slice(0, queryKeys.location.length)).toEqual(queryKeys.location);
  });

  it('refreshes the settings list a settings message names, and all of them for a name it does not know', () => {
    const settings = (ItemId: string): HubMessage => ({ ItemId, Type: 'settings', Action: 'update' });
    // Cards are read with department and class names and colours: the board's cards are redrawn too.
    // The departments' order and WIP flags place what the capacity indicators count.
    // The terminal's and the schedule's cards likewise (the schedule counts against the classes' capacities); the
    // leaderboard is rated with the departments' labour percents and goals. Reports name them too.
    expect(hubEffects(settings('departments')).keys).toEqual([
      queryKeys.departments,
      queryKeys.openJobs,
      queryKeys.terminal,
      queryKeys.schedule,
      queryKeys.reportData,
      queryKeys.locationMetrics,
      queryKeys.leaderboard,
    ]);
    expect(hubEffects(settings('jobClasses')).keys).toEqual([
      queryKeys.jobClasses,
      queryKeys.openJobs,
      queryKeys.terminal,
      queryKeys.schedule,
      queryKeys.reportData,
    ]);
    expect(hubEffects(settings('savedReports')).keys).toEqual([queryKeys.savedReports]);
    expect(hubEffects(settings('delayReasons')).keys).toEqual([queryKeys.delayReasons]);
    expect(hubEffects(settings('todos')).keys).toEqual([queryKeys.todoPackages]);
    expect(hubEffects(settings('estimates')).keys).toEqual([queryKeys.settings]);
    expect(hubEffects(settings('constructor')).keys).toEqual([queryKeys.settings]);
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

  const setUp = () => {
    const cache = new QueryCache();
    let fetching = 0;
    const queryClient = {
      invalidateQueries: vi.fn(async (_filters?: object) => {}),
      getQueryState: vi.fn(),
      setQueryData: vi.fn(),
      isFetching: () => fetching,
      getQueryCache: () => cache,
    };
    const refresh = vi.fn(async () => {});
    const setFetching = (n: number) => {
      fetching = n;
      cache.notify({ type: 'observerResultsUpdated', query: {} as never });
    };
    return { queryClient, refresh, setFetching, invalidator: createInvalidator(queryClient, 100, refresh) };
  };

  it('turns a burst of messages into one invalidation per query and one read per changed card after 100 ms', () => {
    const { queryClient, refresh, invalidator } = setUp();
    invalidator.add(hubEffects(message('job', 'update')), 40);
    vi.advanceTimersByTime(50);
    invalidator.add(hubEffects({ ItemId: 'j2', Type: 'job', Action: 'remove' }), 42);
    invalidator.add(hubEffects(message('job', 'update')), 41);
    invalidator.add({ keys: [queryKeys.settings] });
    invalidator.add({ keys: [] });
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(queryClient.invalidateQueries.mock.calls.map(([filter]) => filter)).toEqual([
      { queryKey: queryKeys.jobFolder('j1') },
      { queryKey: queryKeys.jobHistory('j1') },
      { queryKey: queryKeys.jobMedia('j1') },
      { queryKey: queryKeys.jobSearch },
      { queryKey: queryKeys.locationMetrics },
      { queryKey: queryKeys.leaderboard },
      { queryKey: queryKeys.terminal },
      { queryKey: queryKeys.schedule },
      { queryKey: queryKeys.reportData },
      { queryKey: queryKeys.jobFolder('j2') },
      { queryKey: queryKeys.jobHistory('j2') },
      { queryKey: queryKeys.jobMedia('j2') },
      { queryKey: queryKeys.settings },
    ]);
    // Each card once, read waiting for the latest position announced.
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith(
      queryClient,
      new Map([
        ['j1', 'changed'],
        ['j2', 'removed'],
      ]),
      42,
    );
    vi.advanceTimersByTime(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('invalidates everything once after a reset, once the reads on their way are done, and nothing after dispose', async () => {
    const { queryClient, refresh, setFetching, invalidator } = setUp();
    setFetching(1);
    invalidator.add(hubEffects(message('job', 'update')), 7);
    invalidator.addEverything();
    vi.advanceTimersByTime(100);
    await Promise.resolve();
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
    setFetching(0);
    await Promise.resolve();
    expect(queryClient.invalidateQueries).toHaveBeenCalledTimes(1);
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith();
    expect(refresh).not.toHaveBeenCalled();

    invalidator.add(hubEffects(message('job', 'update')), 8);
    invalidator.dispose();
    vi.advanceTimersByTime(200);
    expect(queryClient.invalidateQueries).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });
});
