import {
  communicationsNoteCategoryId,
  heldFor,
  heldForText,
  shopDate,
  systemNoteCategoryId,
  systemNotes,
  textsStream,
} from '@bayline/contracts';
import { jobNotesModel } from '@bayline/contracts/read-models/folder';
import { documentKey, keeps, type ProjectedEvent, type Projector, projected, upsert } from '../projector.ts';

interface Note {
  id: string;
  jobAdminId: string;
  notes: string;
  noteCategoryId: string;
}

function noteOf(event: ProjectedEvent): Note | undefined {
  switch (event.type) {
    case 'JobNoteAdded': {
      const { jobHistoryId, notes, noteCategoryId } = event.data;
      return { id: jobHistoryId, jobAdminId: event.data.jobAdminId, notes, noteCategoryId };
    }
    case 'BadgeStateChanged': {
      const { badgeDescription, stateDescription } = event.data;
      return {
        id: event.id,
        jobAdminId: event.data.jobAdminId,
        notes: systemNotes.badgeState(badgeDescription, stateDescription),
        noteCategoryId: systemNoteCategoryId,
      };
    }
    case 'JobScheduledOutChanged': {
      const { scheduledOut } = event.data;
      return {
        id: event.id,
        jobAdminId: event.data.jobAdminId,
        notes: systemNotes.scheduledOut(scheduledOut ? shopDate(scheduledOut) : 'none'),
        noteCategoryId: systemNoteCategoryId,
      };
    }
    case 'JobHeld':
      return {
        id: event.id,
        jobAdminId: event.data.jobAdminId,
        notes: systemNotes.held(event.data.reason, event.data.note),
        noteCategoryId: systemNoteCategoryId,
      };
    case 'JobReleased': {
      const { reason, heldAt } = event.data;
      return {
        id: event.id,
        jobAdminId: event.data.jobAdminId,
        notes: systemNotes.released(reason, heldForText(heldFor(heldAt, event.metadata.at))),
        noteCategoryId: systemNoteCategoryId,
      };
    }
    case 'MessagesRead':
      // Texts no job has are read on the location's texting stream: no job's history tells them.
      if (event.data.jobAdminId === null) return undefined;
      return {
        id: event.id,
        jobAdminId: event.data.jobAdminId,
        notes: systemNotes.messagesRead(event.data.readBy),
        noteCategoryId: communicationsNoteCategoryId,
      };
    default:
      return undefined;
  }
}

/** A job's notes are told from its stream and, the Communications ones, from its texts' stream. */
function noteAbout(event: ProjectedEvent): Note | undefined {
  const note = noteOf(event);
  return note && (event.streamId.startsWith('job-') || event.streamId === textsStream(note.jobAdminId))
    ? note
    : undefined;
}

/** A job's history notes: the ones people write, and the System notes told from what happened. */
export const notesProjector: Projector = {
  name: 'notes',
  // 2: System notes credited to the user who acted, not to 'system'. 3: 'Messages were read' from the texts' stream.
  // 4: a hold's start and end.
  version: 4,
  ...keeps(jobNotesModel),
  keys(recorded) {
    const event = projected(recorded);
    const note = noteAbout(event);
    return note ? [documentKey(jobNotesModel, note.id)] : [];
  },
  apply(recorded) {
    const event = projected(recorded);
    const note = noteAbout(event);
    if (!note) return [];
    return [
      upsert(jobNotesModel, {
        id: note.id,
        jobHistoryId: note.id,
        jobAdminId: note.jobAdminId,
        locationShortName: event.metadata.locationShortName,
        notes: note.notes,
        noteCategoryId: note.noteCategoryId,
        // A System note is filed under System but credited to whoever acted (the seed and the uploader act as 'system').
        userId: event.metadata.userId,
        createDate: event.metadata.at,
      }),
    ];
  },
};
