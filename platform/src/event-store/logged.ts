import type { BaylineEvent } from '@bayline/contracts';
import type { RecordedEvent } from './port.ts';

/** An event of the log as its readers take it: one of Bayline's, its `data` narrowed by a `switch` on its `type`. */
export type LoggedEvent = RecordedEvent<BaylineEvent>;

/**
 * The log's events taken for Bayline's, in the one place they are: only the command side appends, always one of
 * `BaylineEvent`, and the store upcasts older schema versions when read.
 */
export const logged = (event: RecordedEvent) => event as unknown as LoggedEvent;
