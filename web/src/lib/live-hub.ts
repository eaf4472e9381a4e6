import type { HubMessage } from '@bayline/contracts';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type CardChange, refreshCards } from './board-cache.ts';
import { queryKeys } from './query-keys.ts';

/** Browser events of spec 3 section 2.7 that screens may listen to as window CustomEvents (detail: the message). */
export const browserEvents = {
  jobUpdate: 'jobUpdate',
  addNewJob: 'addNewJob',
  jobFolderUpdate: 'jobFolder-update',
  incomingMessage: 'incomingMessage',
  readMessage: 'readMessage',
  updateUserLocation: 'update-user-location',
} as const;

export interface HubEffects {
  /** Query families to refetch. */
  keys: QueryKey[];
  /** Window events to dispatch. */
  events: string[];
  /** The job whose card on the board changed (it is read alone) or left the board. */
  card?: { jobAdminId: string; change: CardChange };
}

/**
 * The settings list a hub message names (its ItemId is the list's name, `settingsLists` of contracts): the
 * query of that list alone (its settings screen's read sits under it), or every settings list when unknown.
 */
const settingsListKeys = new Map<string, QueryKey>([
  ...(Object.values(queryKeys) as unknown[])
    .filter((key): key is readonly [string, string] => Array.isArray(key) && key[0] === 'settings' && key.length === 2)
    .map((key) => [key[1], key] as const),
  // Packages and their tasks are read together.
  ['todoGroups', queryKeys.todoPackages],
  // The location's saved reports and dashboard charts.
  ['savedReports', queryKeys.savedReports],
  ['todos', queryKeys.todoPackages],
]);

function settingsKeyOf(list: string): QueryKey {
  return settingsListKeys.get(list) ?? queryKeys.settings;
}

/** Lists the server reads cards with (names, colours, badges): a change to one redraws the board's cards too. */
const readIntoCards = new Set(['departments', 'jobClasses', 'groups', 'badges', 'contacts']);

/** What one hub message means for this browser: which queries are stale and which events to tell screens. */
export function hubEffects(message: HubMessage): HubEffects {
  const jobAdminId = message.ItemId;
  // A job's folder, notes and the searches that list it, and the capacity indicators that count it; its card is
  // read alone, never the whole board.
  const jobKeys = [
    queryKeys.jobFolder(jobAdminId),
    queryKeys.jobHistory(jobAdminId),
    // Media are facts of the job's stream: an upload, a move or a thumbnail made reaches every open folder.
    queryKeys.jobMedia(jobAdminId),
    queryKeys.jobSearch,
    queryKeys.locationMetrics,
    // The leaderboard's figures, the terminal's and the schedule's cards of any range or day may hold the job.
    queryKeys.leaderboard,
    queryKeys.terminal,
    queryKeys.schedule,
    // Reports and dashboard charts count jobs: only those on screen are read again.
    queryKeys.reportData,
  ];
  const card = (change: CardChange) => ({ jobAdminId, change });
  switch (message.Type) {
    case 'job':
      if (message.Action === 'new') return { keys: jobKeys, events: [browserEvents.addNewJob], card: card('changed') };
      if (message.Action === 'update')
        return {
          keys: jobKeys,
          events: [browserEvents.jobUpdate, browserEvents.jobFolderUpdate],
          card: card('changed'),
        };
      if (message.Action === 'remove')
        return { keys: jobKeys, events: [browserEvents.jobUpdate], card: card('removed') };
      return { keys: jobKeys, events: [browserEvents.jobUpdate], card: card('changed') };
    case 'priority':
      return { keys: [], events: [browserEvents.jobUpdate], card: card('changed') };
    case 'messaging': {
      // ItemId is the job, or the sender's number for a reply no job has: its thread and the unread count change.
      const textKeys = [queryKeys.jobMessages(jobAdminId), queryKeys.unreadMessages];
      if (message.Action === 'incomingsms') return { keys: textKeys, events: [browserEvents.incomingMessage] };
      // Reading adds the Communications note to the job's history.
      if (message.Action === 'read')
        return { keys: [...textKeys, queryKeys.jobHistory(jobAdminId)], events: [browserEvents.readMessage] };
      return { keys: textKeys, events: [] };
    }
    case 'settings':
      return {
        keys: [
          settingsKeyOf(message.ItemId),
          // Reports name departments, classes, groups and assignees, and show their colours, as cards do; the
          // schedule also counts against the classes' capacities.
          ...(readIntoCards.has(message.ItemId)
            ? [queryKeys.openJobs, queryKeys.terminal, queryKeys.schedule, queryKeys.reportData]
            : []),
          // The departments' order and WIP flags place the jobs the indicators count.
          ...(message.ItemId === 'departments' ? [queryKeys.locationMetrics] : []),
          // The leaderboard is rated with the departments' labour percents and goals, and names the assignees.
          ...(['departments', 'contacts'].includes(message.ItemId) ? [queryKeys.leaderboard] : []),
        ],
        events: [],
      };
    case 'location':
      return { keys: [queryKeys.location], events: [] };
    // Any month of the calendar may show it (one spanning two months is in both): each month on screen is read again.
    case 'appointment':
      return { keys: [queryKeys.appointments], events: [] };
    default:
      return { keys: [], events: [] };
  }
}

export function parseHubMessage(data: string): HubMessage | undefined {
  try {
    const value = JSON.parse(data) as Partial<HubMessage>;
    if (typeof value?.Type !== 'string' || typeof value.Action !== 'string') return undefined;
    return { ItemId: String(value.ItemId ?? ''), Type: value.Type, Action: value.Action };
  } catch {
    return undefined;
  }
}

type HubQueryClient = Pick<
  QueryClient,
  'invalidateQueries' | 'getQueryState' | 'setQueryData' | 'isFetching' | 'getQueryCache'
>;

/** Resolves once no query is on its way, so a refresh of everything does not cancel the page's first reads. */
export function whenIdle(queryClient: Pick<QueryClient, 'isFetching' | 'getQueryCache'>): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Collects what hub messages make stale for a short while, so a burst of changes makes one refetch per query
 * and one read per changed card (waiting for the latest position announced).
 */
export function createInvalidator(queryClient: HubQueryClient, delayMs = 100, refresh = refreshCards) {
  const pending = new Map<string, QueryKey>();
  const cards = new Map<string, CardChange>();
  let position: number | undefined;
  let everything = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const clear = () => {
    everything = false;
    pending.clear();
    cards.clear();
    position = undefined;
  };
  const flush = () => {
    timer = undefined;
    // Reads already on their way finish first (the board's first read is most of a page load), then all are
    // read again: the cards conditionally (ETag), so an unchanged board costs a 304.
    if (everything) void whenIdle(queryClient).then(() => queryClient.invalidateQueries());
    else {
      for (const queryKey of pending.values()) void queryClient.invalidateQueries({ queryKey });
      void refresh(queryClient, new Map(cards), position);
    }
    clear();
  };
  const schedule = () => {
    timer ??= setTimeout(flush, delayMs);
  };

  return {
    /** A message's effects; `at` is its position (the SSE id). */
    add(effects: Pick<HubEffects, 'keys' | 'card'>, at?: number) {
      if (effects.keys.length === 0 && !effects.card) return;
      for (const key of effects.keys) pending.set(JSON.stringify(key), key);
      if (effects.card) cards.set(effects.card.jobAdminId, effects.card.change);
      if (at !== undefined && Number.isFinite(at)) position = Math.max(position ?? at, at);
      schedule();
    },
    addEverything() {
      everything = true;
      schedule();
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      clear();
    },
  };
}

/** The position of the latest hub message: a read it made stale waits until its read model has that change. */
let heardAt: number | undefined;
export const lastHubPosition = () => heardAt;

const reopenDelayMs = 5_000;

/**
 * Listens to /updateHub (Server-Sent Events). EventSource reconnects by itself and resends Last-Event-ID so
 * the server replays what was missed; only when the server refuses the stream is it opened again here, and
 * then everything is refetched because the missed changes are unknown.
 */
export function connectLiveHub(queryClient: HubQueryClient): () => void {
  const invalidator = createInvalidator(queryClient);
  let source: EventSource | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    const current = new EventSource('/updateHub');
    source = current;
    current.addEventListener('ReceiveMessage', (event) => {
      const message = parseHubMessage((event as MessageEvent<string>).data);
      if (!message) return;
      const effects = hubEffects(message);
      const at = Number((event as MessageEvent<string>).lastEventId);
      if (Number.isInteger(at)) heardAt = Math.max(heardAt ?? at, at);
      invalidator.add(effects, at);
      for (const name of effects.events) window.dispatchEvent(new CustomEvent(name, { detail: message }));
    });
    current.addEventListener('reset', () => invalidator.addEverything());
    // A fresh stream starts from now: what changed between the screen's first reads and this moment is read again.
    current.addEventListener('hello', () => invalidator.addEverything());
    current.addEventListener('error', () => {
      if (current.readyState !== EventSource.CLOSED) return;
      reopenTimer = setTimeout(() => {
        open();
        invalidator.addEverything();
      }, reopenDelayMs);
    });
  };

  open();
  return () => {
    clearTimeout(reopenTimer);
    source?.close();
    invalidator.dispose();
  };
}

/** Keeps the live hub open for the selected location; a new location opens a new stream. */
export function useLiveHub(locationShortName: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!locationShortName) return;
    return connectLiveHub(queryClient);
  }, [queryClient, locationShortName]);
}
