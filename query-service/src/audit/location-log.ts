import { settingsListNames, settingsLists } from '@bayline/contracts';
import { logged } from '@bayline/platform/event-store/logged';
import type { EventStore, RecordedEvent } from '@bayline/platform/event-store/port';

const userStreamPrefix = 'user-';
const scanPage = 1000;

/**
 * The users' streams of the log, found by reading the log once and then only what was appended since: the store
 * has no list of streams, and a user who left the location is in its trail still.
 */
export function userStreamsOf(store: EventStore) {
  const streams = new Set<string>();
  let scanned = 0;
  let scanning: Promise<void> = Promise.resolve();
  const scanTo = async (head: number) => {
    while (scanned < head) {
      const page = await store.readAll(scanned, scanPage);
      if (!page.length) break;
      for (const event of page) if (event.streamId.startsWith(userStreamPrefix)) streams.add(event.streamId);
      scanned = page.at(-1)!.position;
    }
  };
  /** Every user stream with an event at or before `head`, in no particular order. */
  return async (head: number): Promise<string[]> => {
    // One scan at a time: each goes on from where the previous one ended.
    scanning = scanning.then(() => scanTo(head));
    await scanning;
    return [...streams];
  };
}

/** Whether a user's stream makes them one of the location's people: invited, registered or given it. */
function isMember(events: readonly RecordedEvent[], location: string) {
  return events.map(logged).some((event) => {
    if (event.type === 'UserGivenLocation') return event.data.shortName === location;
    if (event.type === 'UserRegistered' || event.type === 'UserInvited')
      return event.data.locationShortNames.includes(location);
    return false;
  });
}

/** Everything a location's trail and settings are told from, read from the event store (never from a read model). */
export interface LocationLog {
  location: string;
  /** The log's head when it was read: no event after it is here. */
  head: number;
  /** The location's settings lists and own stream, every user's stream and the operators' streams, in log order. */
  events: RecordedEvent[];
  /** Whether an event is the location's to tell: its settings, its people's changes, the operators' work. */
  told(event: RecordedEvent): boolean;
}

/**
 * Reads a location's log. Every user's stream is folded (the actors' names, whoever they are), but only those of
 * the location's people are told.
 */
export async function readLocationLog(
  store: EventStore,
  location: string,
  userStreams: (head: number) => Promise<string[]>,
  operationStreams: readonly string[],
): Promise<LocationLog> {
  const head = await store.headPosition();
  const own = [...settingsListNames.map((list) => `${settingsLists[list].stream}-${location}`), `location-${location}`];
  const read = (streams: readonly string[]) => Promise.all(streams.map((stream) => store.readStream(stream)));
  const [owned, users, operations] = await Promise.all([
    read(own),
    userStreams(head).then(read),
    read(operationStreams),
  ]);
  const members = new Set(
    users.filter((events) => isMember(events, location)).flatMap(([first]) => (first ? [first.streamId] : [])),
  );
  const told = new Set([...own, ...operationStreams, ...members]);
  const events = [...owned, ...users, ...operations]
    .flat()
    .filter((e) => e.position <= head)
    .sort((a, b) => a.position - b.position);
  return { location, head, events, told: (event) => told.has(event.streamId) };
}
