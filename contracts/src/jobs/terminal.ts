import { z } from 'zod';
import { calendarDaySchema } from '../reports/leaderboard.ts';
import type { JobBadge } from './dto.ts';
import type { JobPromise } from './promise.ts';

/** One card of the terminal (spec 3 sections 2.11 and 3, "Terminal response"). */
export interface TerminalJob {
  jobAdminId: string;
  jobAdminInt: number;
  hat: string;
  jobClass: { name: string; displayColor: string };
  hours: number;
  refinish: number;
  subTotal: number;
  clientName: string;
  clientCellular: string;
  badges: JobBadge[];
  departmentName: string;
  scheduledIn: string | null;
  scheduledOut: string | null;
  /** Arrived when set (spec 3 section 4). */
  dateTowIn: string | null;
  /** Delivered when set. */
  datePickup: string | null;
  /** An open job's expected completion as the answer was made (`promiseOf`); none for a closed job. */
  promise: JobPromise | null;
}

/** GET JobAdmins/getTerminalByDate: the jobs scheduled in and out on a day. */
export interface TerminalDay {
  selectedDate: string;
  scheduledIn: TerminalJob[];
  scheduledOut: TerminalJob[];
}

export const terminalMessages = { selectedDate: 'Selected date must be a date (YYYY-MM-DD)' };

/** selectedDate of the terminal: a day that exists. */
export const terminalQuerySchema = z.object({ selectedDate: calendarDaySchema(terminalMessages.selectedDate) });
