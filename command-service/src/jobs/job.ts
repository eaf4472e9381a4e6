import type { JobEvents, JobFields } from '@bayline/contracts';
import { isClosed, Refusal, RoState } from '@bayline/contracts';
import type { Aggregate } from '../shared/command.ts';

/** A job as its deciders see it: what rules need, folded from stream `job-{jobAdminId}`. */
export interface Job {
  exists: boolean;
  jobAdminId: string;
  jobAdminInt: number;
  locationShortName: string;
  fields: JobFields;
  departmentShortName: string;
  roState: number;
  priority: number;
  closeDate: string | null;
  badges: Record<string, number>;
}

export const jobStream = (jobAdminId: string) => `job-${jobAdminId}`;

type Event = { type: string; data: Record<string, unknown>; metadata: { at: string; locationShortName: string } };

export const job: Aggregate<Job> = {
  initial: () => ({
    exists: false,
    jobAdminId: '',
    jobAdminInt: 0,
    locationShortName: '',
    fields: {} as JobFields,
    departmentShortName: '',
    roState: RoState.open,
    priority: 0,
    closeDate: null,
    badges: {},
  }),
  evolve(state, event: Event) {
    switch (event.type) {
      case 'JobCreated': {
        const {
          jobAdminId,
          jobAdminInt,
          departmentShortName,
          departmentId: _,
          roState,
          ...fields
        } = event.data as JobEvents['JobCreated'];
        return {
          ...state,
          exists: true,
          jobAdminId,
          jobAdminInt,
          locationShortName: event.metadata.locationShortName,
          departmentShortName,
          roState,
          fields: fields as JobFields,
        };
      }
      case 'JobMovedToDepartment':
        return {
          ...state,
          departmentShortName: (event.data as JobEvents['JobMovedToDepartment']).toDepartmentShortName,
        };
      case 'JobInformationChanged':
        return { ...state, fields: { ...state.fields, ...(event.data as JobEvents['JobInformationChanged']).changes } };
      case 'JobScheduledOutChanged':
        return {
          ...state,
          fields: { ...state.fields, scheduledOut: (event.data as JobEvents['JobScheduledOutChanged']).scheduledOut },
        };
      case 'JobPrioritised':
        return { ...state, priority: (event.data as JobEvents['JobPrioritised']).priority };
      case 'BadgeStateChanged': {
        const { badgeId, state: badgeState } = event.data as JobEvents['BadgeStateChanged'];
        return { ...state, badges: { ...state.badges, [badgeId]: badgeState } };
      }
      case 'JobArchived':
        return { ...state, roState: RoState.archived, closeDate: (event.data as JobEvents['JobArchived']).closeDate };
      case 'JobVoided':
        return { ...state, roState: RoState.void, closeDate: (event.data as JobEvents['JobVoided']).closeDate };
      case 'JobReopened':
        return { ...state, roState: RoState.open, closeDate: null };
      default:
        return state;
    }
  },
};

/** The job must exist at the caller's location: another location's job is refused as not theirs. */
export function mustBeHere(state: Job, locationShortName: string) {
  if (!state.exists) throw new Refusal(404, 'Job not found');
  if (state.locationShortName && state.locationShortName !== locationShortName)
    throw new Refusal(403, 'Not allowed', { detail: 'This job belongs to another location' });
}

export function mustBeOpen(state: Job) {
  if (isClosed(state.roState))
    throw new Refusal(409, `This job is ${state.roState === RoState.void ? 'void' : 'archived'}`, {
      detail: 'Reopen it before changing it.',
    });
}
