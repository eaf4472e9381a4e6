import { communicationsNoteCategoryId, type JobNote, systemNoteCategoryId } from '@bayline/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../lib/i18n.ts';
import { allCategories, filterNotes, noteCategoryOptions, noteText } from './notes.ts';

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
  afterEach(() => chooseLanguage('en'));

  it('words System and Communications notes in the reader’s language, and a person’s note as written', async () => {
    await chooseLanguage('fr');
    expect(notes.map(noteText)).toEqual([
      'État du badge Rental changé en Alert',
      'Customer called about the rental',
      'Messages lus par Dana Reyes',
    ]);
    expect(noteText(note('4', 'custom', 'Messages were read by Dana Reyes'))).toBe('Messages were read by Dana Reyes');
    expect(filterNotes(notes, allCategories, 'lus par').map((n) => n.jobHistoryId)).toEqual(['3']);
  });

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
