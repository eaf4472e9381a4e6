import { heldFor } from '@bayline/contracts';
import { spanText } from './duration.ts';

/** How long a job has been (or was) on hold, to the minute, so a card ticking each minute shows the change. */
export const heldForLabel = (heldAt: string, until: Date | string): string => spanText(heldFor(heldAt, until));
