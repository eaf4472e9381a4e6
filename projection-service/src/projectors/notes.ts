import {
  communicationsNoteCategoryId,
  type JobEvents,
  shopDate,
  systemNoteCategoryId,
  systemNotes,
  type TextingEvents,
  textsStream,
} from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Projector } from '../projector.ts';

function noteOf(event: RecordedEvent): { notes: string; noteCategoryId: string; id: string } | undefined {
  switch (event.type) {
    case 'JobNoteAdded': {
      const { jobHistoryId, notes, noteCategoryId } = event.data as JobEvents['JobNoteAdded'];
      return { id: jobHistoryId, notes, noteCategoryId };
    }
    case 'BadgeStateChanged': {
      const { badgeDescription, stateDescription } = event.data as JobEvents['BadgeStateChanged'];
      return {
        id: event.id,
        notes: systemNotes.badgeState(badgeDescription, stateDescription),
        noteCategoryId: systemNoteCategoryId,
      };
    }
    case 'JobScheduledOutChanged': {
      const { scheduledOut } = event.data as JobEvents['JobScheduledOutChanged'];
      return {
        id: event.id,
        notes: systemNotes.scheduledOut(scheduledOut ? shopDate(scheduledOut) : 'none'),
        noteCategoryId: systemNoteCategoryId,
      };
    }
    case 'MessagesRead':
      return {
        id: event.id,
        notes: systemNotes.messagesRead((event.data as TextingEvents['MessagesRead']).readBy),
        noteCategoryId: communicationsNoteCategoryId,
      };
    default:
      return undefined;
  }
}

/** A job's notes are told from its stream and, the Communications ones, from its texts' stream. */
const aboutJob = (event: RecordedEvent) =>
  event.streamId.startsWith('job-') || event.streamId === textsStream(String(event.data.jobAdminId));

/** A job's history notes: the ones people write, and the System notes told from what happened. */
export const notesProjector: Projector = {
  name: 'notes',
  // 2: System notes credited to the user who acted, not to 'system'. 3: 'Messages were read' from the texts' stream.
  version: 3,
  collections: ['jobNotes'],
  // A job's notes, newest first.
  indexes: { jobNotes: [['jobAdminId', 'createDate']] },
  keys(event) {
    const note = aboutJob(event) ? noteOf(event) : undefined;
    return note ? [{ collection: 'jobNotes', id: note.id }] : [];
  },
  apply(event) {
    const note = aboutJob(event) ? noteOf(event) : undefined;
    if (!note) return [];
    return [
      {
        op: 'upsert',
        collection: 'jobNotes',
        doc: {
          id: note.id,
          jobHistoryId: note.id,
          jobAdminId: String(event.data.jobAdminId),
          locationShortName: event.metadata.locationShortName,
          notes: note.notes,
          noteCategoryId: note.noteCategoryId,
          // A System note is filed under System but credited to whoever acted (the seed and the uploader act as 'system').
          userId: event.metadata.userId,
          createDate: event.metadata.at,
        },
      },
    ];
  },
};
