import type { EventStore, RecordedEvent } from '@bayline/platform/event-store/port';

/** The whole global log, read page by page: what a test works figures out again from. */
export async function wholeLog(store: Pick<EventStore, 'readAll'>): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let after = 0; ; ) {
    const batch = await store.readAll(after, 10_000);
    const last = batch.at(-1);
    if (!last) return events;
    events.push(...batch);
    after = last.position;
  }
}
