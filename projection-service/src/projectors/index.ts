import type { Projector } from '../projector.ts';
import { appointmentsProjector } from './appointments.ts';
import { boardProjector } from './board.ts';
import { dateEntriesProjector } from './date-entries.ts';
import { estimatesProjector } from './estimates.ts';
import { identityProjector } from './identity.ts';
import { jobsProjector } from './jobs.ts';
import { leaderboardProjector } from './leaderboard.ts';
import { liveFeedProjector } from './live-feed.ts';
import { locationsProjector } from './locations.ts';
import { mediaProjector } from './media.ts';
import { messagesProjector } from './messages.ts';
import { metricsProjector } from './metrics.ts';
import { notesProjector } from './notes.ts';
import { reportsProjector } from './reports.ts';
import { savedReportsProjector } from './saved-reports.ts';
import { settingsProjector } from './settings.ts';
import { waitingProjector } from './waiting.ts';

export const projectors: Projector[] = [
  identityProjector,
  settingsProjector,
  locationsProjector,
  jobsProjector,
  boardProjector,
  metricsProjector,
  leaderboardProjector,
  notesProjector,
  estimatesProjector,
  mediaProjector,
  messagesProjector,
  reportsProjector,
  savedReportsProjector,
  appointmentsProjector,
  waitingProjector,
  dateEntriesProjector,
  liveFeedProjector,
];
