import { upcastEventData } from '@bayline/contracts';
import type { RecordedEvent } from './port.ts';

/**
 * The read path's upcaster: an event stored at an older schema version is handed on in its type's current shape
 * and version (contracts' event-versions.ts). What is stored stays as it was written. Changes the event in place:
 * the adapters call it on the object they have just made of what they read.
 */
export function upcast(event: RecordedEvent): RecordedEvent {
  const current = upcastEventData(event.type, event.metadata.schemaVersion, event.data);
  if (current) {
    event.data = current.data;
    event.metadata = { ...event.metadata, schemaVersion: current.schemaVersion };
  }
  return event;
}
