import type { WaitingJob, WaitingVisit } from '@bayline/contracts';
import { waitingJobsModel } from '@bayline/contracts/read-models/waiting';
import { documentProjector } from '../projector.ts';
import { onJobStream } from './job-changes.ts';

/** The form fields the ledger lists and groups a job by. */
const namedFields = ['hat', 'clientName', 'year', 'make', 'model', 'jobClassId', 'groupShortName'] as const;

/** The visits with the open one ended at `at`. */
const closed = (visits: WaitingVisit[], at: string) => visits.map((v) => (v.to === null ? { ...v, to: at } : v));

/**
 * The ledger of waiting (contracts/src/read-models/waiting.ts): each job's department visits, as the reports' stays
 * count them (a move to another subdepartment of the same department goes on with the visit; archive and void end
 * it; reopening starts one where the job is), and its holds from JobHeld to JobReleased.
 */
export const waitingProjector = documentProjector({
  name: 'waiting',
  model: waitingJobsModel,
  canHandle: onJobStream,
  documentId: (event) => event.data.jobAdminId,
  evolve(current, event): WaitingJob | undefined {
    const at = event.metadata.at;
    if (event.type === 'JobCreated') {
      const data = event.data;
      return {
        id: data.jobAdminId,
        locationShortName: event.metadata.locationShortName,
        jobAdminInt: data.jobAdminInt,
        hat: data.hat ?? '',
        clientName: data.clientName ?? '',
        year: data.year ?? 0,
        make: data.make ?? '',
        model: data.model ?? '',
        jobClassId: data.jobClassId ?? '',
        groupShortName: data.groupShortName ?? null,
        departmentId: data.departmentId,
        departmentShortName: data.departmentShortName,
        voided: false,
        firstHeldAt: null,
        visits: [
          { departmentId: data.departmentId, departmentShortName: data.departmentShortName, from: at, to: null },
        ],
        holds: [],
      };
    }
    if (!current) return undefined;
    switch (event.type) {
      case 'JobMovedToDepartment': {
        const { toDepartmentId: departmentId, toDepartmentShortName: departmentShortName } = event.data;
        if (departmentId === current.departmentId) return undefined;
        const open = current.visits.some((v) => v.to === null);
        return {
          ...current,
          departmentId,
          departmentShortName,
          visits: open
            ? [...closed(current.visits, at), { departmentId, departmentShortName, from: at, to: null }]
            : current.visits,
        };
      }
      case 'JobInformationChanged': {
        const { changes } = event.data;
        if (!namedFields.some((f) => f in changes)) return undefined;
        const next = { ...current };
        for (const field of namedFields) if (field in changes) Object.assign(next, { [field]: changes[field] });
        return next;
      }
      case 'JobHeld': {
        const { holdId, delayId, reason, note } = event.data;
        const hold = { holdId, delayId, reason, note, heldAt: at, heldById: event.metadata.userId };
        return {
          ...current,
          firstHeldAt: current.firstHeldAt ?? at,
          holds: [...current.holds, { ...hold, releasedAt: null, releasedById: null }],
        };
      }
      case 'JobReleased': {
        const { holdId } = event.data;
        return {
          ...current,
          holds: current.holds.map((h) =>
            h.holdId === holdId ? { ...h, releasedAt: at, releasedById: event.metadata.userId } : h,
          ),
        };
      }
      case 'JobArchived':
      case 'JobVoided':
        return { ...current, voided: event.type === 'JobVoided', visits: closed(current.visits, at) };
      case 'JobReopened': {
        const { departmentId, departmentShortName } = current;
        return {
          ...current,
          voided: false,
          visits: [...current.visits, { departmentId, departmentShortName, from: at, to: null }],
        };
      }
      default:
        return undefined;
    }
  },
});
