import { systemNoteCategoryId } from '@bayline/contracts';
import { jobNotesModel } from '@bayline/contracts/read-models/folder';
import { describe, expect, it } from 'vitest';
import { jobCreated } from '../testing/events.ts';
import { type GivenEvent, given, on } from '../testing/given.ts';
import { notesProjector } from './notes.ts';

const heldAt = '2026-03-02T16:00:00.000Z';
const held = (note: string) =>
  on(
    'job-j1',
    'JobHeld',
    { jobAdminId: 'j1', holdId: 'h1', delayId: 'd-parts', reason: 'Parts', note },
    { at: heldAt },
  );
const released = (at: string) =>
  on('job-j1', 'JobReleased', { jobAdminId: 'j1', holdId: 'h1', reason: 'Parts', heldAt }, { at });

const notesOf = (...events: GivenEvent[]) =>
  given(notesProjector, jobNotesModel, [jobCreated('j1'), ...events])
    .all()
    .map((note) => ({ notes: note.notes, category: note.noteCategoryId, at: note.createDate }));

describe('a hold in the job’s history', () => {
  it('tells both ends as System notes: the reason and note, then the reason and how long it lasted', () => {
    expect(notesOf(held('Bumper on order'), released('2026-03-04T20:35:00.000Z'))).toEqual([
      { notes: 'Put on hold: Parts. Note: Bumper on order', category: systemNoteCategoryId, at: heldAt },
      {
        notes: 'Released from hold: Parts after 2 d 4 h',
        category: systemNoteCategoryId,
        at: '2026-03-04T20:35:00.000Z',
      },
    ]);
  });

  it('says a hold without a note in the reason alone, and a short one in hours and minutes', () => {
    expect(notesOf(held(''), released('2026-03-02T17:05:30.000Z')).map((n) => n.notes)).toEqual([
      'Put on hold: Parts',
      'Released from hold: Parts after 1 h 5 min',
    ]);
  });
});
