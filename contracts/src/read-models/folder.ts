import type { EstimateEvents } from '../jobs/events.ts';
import type { MediaEvents } from '../media.ts';
import { defineReadModel } from './define.ts';

/** A note of a job's history: one a person wrote, or a System note told from what happened. */
export interface NoteDoc {
  id: string;
  jobHistoryId: string;
  jobAdminId: string;
  locationShortName: string;
  notes: string;
  noteCategoryId: string;
  /** Whoever acted, System notes included (the seed and the uploader act as 'system'). */
  userId: string;
  createDate: string;
}

export const jobNotesModel = defineReadModel<NoteDoc>({
  collection: 'jobNotes',
  // A job's notes, newest first.
  indexes: [['jobAdminId', 'createDate']],
});

/** An estimate a location keeps, as the estimating system sent it, and the job it was last linked to. */
export type EstimateDoc = EstimateEvents['EstimateReceived']['estimate'] & {
  id: string;
  locationShortName: string;
  linkedJobAdminId: string | null;
};

export const estimatesModel = defineReadModel<EstimateDoc>({
  collection: 'estimates',
  // A location's estimates, newest first.
  indexes: [['locationShortName', 'receivedAt']],
});

/** A job's media item (`id` is the media id), with its thumbnail's progress. */
export type MediaDoc = MediaEvents['MediaUploaded'] & {
  id: string;
  locationShortName: string;
  createdAt: string;
  uploadedById: string;
  thumbnailPending: boolean;
  thumbnailType: string | null;
  thumbnailFailure: string | null;
};

export const mediaModel = defineReadModel<MediaDoc>({
  collection: 'media',
  // A job's media in the folder's order (created, then name); a location's for ids named without their job; the
  // photos still waiting for their thumbnail (the process manager queues them again after a restart).
  indexes: [['jobAdminId', 'createdAt', 'fileName'], ['locationShortName'], ['thumbnailPending']],
});
