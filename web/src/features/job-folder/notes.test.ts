import { communicationsNoteCategoryId, type JobNote, systemNoteCategoryId } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { allCategories, filterNotes, noteCategoryOptions } from './notes.ts';

const note = (jobHistoryId: string, noteCategoryId: string, notes: string): JobNote => ({
  jobHistoryId,
  notes,
  noteCategoryId,
  userId: 'u',
  userName: 'Dana Reyes',
  createDate: '2025-03-03T10:00:00.000Z',
});

const notes = [
  note('1', systemNoteCategoryId, 'Updated Rental badge state to Alert'),
  note('2', 'custom', 'Customer called about the rental'),
  note('3', communicationsNoteCategoryId, 'Messages were read by Dana Reyes'),
];

describe('notes list', () => {
  it('all categories, one category (System notes under System), and text search', () => {
    expect(filterNotes(notes, allCategories, '').map((n) => n.jobHistoryId)).toEqual(['1', '2', '3']);
    expect(filterNotes(notes, systemNoteCategoryId, '').map((n) => n.jobHistoryId)).toEqual(['1']);
    expect(filterNotes(notes, allCategories, 'RENTAL').map((n) => n.jobHistoryId)).toEqual(['1', '2']);
    expect(filterNotes(notes, 'custom', 'badge')).toEqual([]);
  });

  it('offers the built-in categories even when the location list lacks them, and leaves out inactive ones', () => {
    const options = noteCategoryOptions([
      {
        noteCategoryId: 'custom',
        description: 'Parts',
        color: '#000',
        isActive: true,
        isPublic: false,
        isCustom: true,
        deletedAt: null,
      },
      {
        noteCategoryId: 'old',
        description: 'Old',
        color: '#000',
        isActive: false,
        isPublic: false,
        isCustom: true,
        deletedAt: null,
      },
    ]);
    expect(options.map((c) => c.description)).toEqual(['System', 'Communications', 'Parts']);
  });
});
