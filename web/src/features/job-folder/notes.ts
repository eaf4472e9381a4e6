import { builtInNoteCategories, type JobNote, type NoteCategory, systemNoteCategoryId } from '@bayline/contracts';
import { tMessage } from '../../lib/messages.ts';

/** The category filter's "everything" entry. */
export const allCategories = 'all';

/** The categories a note may be filed under: the built-in ones first, then the location's active ones. */
export function noteCategoryOptions(categories: readonly NoteCategory[]): NoteCategory[] {
  const listed = categories.filter((c) => c.isActive && !c.deletedAt);
  const missing = builtInNoteCategories.filter((b) => !listed.some((c) => c.noteCategoryId === b.noteCategoryId));
  return [...missing, ...listed];
}

const toldByBayline = new Set(builtInNoteCategories.map((category) => category.noteCategoryId));

/** A note Bayline words itself (System, Communications) in the reader's language; a person's note as they wrote it. */
export const noteText = (note: JobNote) =>
  toldByBayline.has(note.noteCategoryId || systemNoteCategoryId) ? tMessage(note.notes) : note.notes;

/** The notes shown: of the chosen category (System notes under System), containing the search text as the reader sees it. */
export function filterNotes(notes: readonly JobNote[], categoryId: string, search: string): JobNote[] {
  const text = search.trim().toLowerCase();
  return notes.filter(
    (note) =>
      (categoryId === allCategories || (note.noteCategoryId || systemNoteCategoryId) === categoryId) &&
      (text === '' || noteText(note).toLowerCase().includes(text) || note.userName.toLowerCase().includes(text)),
  );
}
