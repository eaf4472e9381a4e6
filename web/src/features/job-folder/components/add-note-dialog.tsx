import { addNoteCategorySchema, addNoteSchema, type NoteCategory, noteMessages } from '@bayline/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { Select } from '../../../components/select.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { tMessage } from '../../../lib/messages.ts';
import { useAddNote } from '../api/add-note.ts';
import { useAddNoteCategory } from '../api/add-note-category.ts';
import * as styles from './folder.css.ts';

/** The default snackbar after a note is added (spec 1 "Add Note dialog"). */

interface AddNoteDialogProps {
  jobAdminId: string;
  categories: readonly NoteCategory[];
  canAddCategory: boolean;
  onClose: () => void;
}

/** 'Add Note': the note and its category, both required; a category can be added on the spot. */
export function AddNoteDialog({ jobAdminId, categories, canAddCategory, onClose }: AddNoteDialogProps) {
  const { t } = useTranslation('jobs');
  const showSnackbar = useSnackbar();
  const addNote = useAddNote();
  const [notes, setNotes] = useState('');
  const [noteCategoryId, setNoteCategoryId] = useState('');
  const [touched, setTouched] = useState({ notes: false, category: false });
  const [addingCategory, setAddingCategory] = useState(false);
  const parsed = addNoteSchema.safeParse({ notes, noteCategoryId });
  const ruleError = (field: 'notes' | 'noteCategoryId') => {
    const message = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
    return message && tMessage(message);
  };
  const failure = addNote.error;
  const serverError = (field: string) =>
    failure instanceof ApiError ? failure.errors.find((e) => e.field === field)?.message : undefined;
  const notesError = serverError('notes') ?? (touched.notes ? ruleError('notes') : undefined);
  const categoryError = serverError('noteCategoryId') ?? (touched.category ? ruleError('noteCategoryId') : undefined);
  const footerNote =
    failure && !(failure instanceof ApiError && failure.errors.length > 0) ? failure.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ notes: true, category: true });
    if (!parsed.success) return;
    addNote.mutate(
      { jobAdminId, notes: parsed.data.notes, noteCategoryId: parsed.data.noteCategoryId },
      {
        onSuccess: () => {
          showSnackbar(t('notes.added'));
          onClose();
        },
      },
    );
  };

  return (
    <AppDialog title={t('history.addNote')} isOpen onOpenChange={(open) => !open && onClose()}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <div className={styles.toolbar}>
            <Select
              label={t('notes.category')}
              placeholder={t('notes.selectCategory')}
              className={styles.grow}
              options={categories.map((c) => ({ id: c.noteCategoryId, label: c.description, color: c.color }))}
              value={noteCategoryId || null}
              onChange={(id) => {
                setNoteCategoryId(id);
                setTouched((t) => ({ ...t, category: true }));
                addNote.reset();
              }}
              onBlur={() => setTouched((t) => ({ ...t, category: true }))}
              error={categoryError}
            />
            <Button
              variant="icon"
              aria-label={t('notes.addCategory')}
              onPress={() => setAddingCategory(true)}
              isDisabled={!canAddCategory}
            >
              <PlusIcon />
            </Button>
          </div>
          <TextField
            label={t('notes.note')}
            multiline
            autoFocus
            maxLength={4000}
            value={notes}
            onChange={(value) => {
              setNotes(value);
              addNote.reset();
            }}
            onBlur={() => setTouched((t) => ({ ...t, notes: true }))}
            error={notesError}
          />
        </DialogBody>
        <DialogFooter note={footerNote}>
          <Button onPress={onClose}>{t('dialog.cancel')}</Button>
          {/* Nothing to save while the note is empty. */}
          <Button type="submit" variant="primary" isPending={addNote.isPending} isDisabled={notes.trim() === ''}>
            {t('dialog.save')}
          </Button>
        </DialogFooter>
      </form>
      {addingCategory && (
        <AddNoteCategoryDialog
          onClose={() => setAddingCategory(false)}
          onAdded={(category) => {
            setAddingCategory(false);
            setNoteCategoryId(category.noteCategoryId);
            setTouched((t) => ({ ...t, category: true }));
          }}
        />
      )}
    </AppDialog>
  );
}

interface AddNoteCategoryDialogProps {
  onClose: () => void;
  onAdded: (category: NoteCategory) => void;
}

/** 'Add Note Category': a description, required; the new category is then chosen for the note. */
function AddNoteCategoryDialog({ onClose, onAdded }: AddNoteCategoryDialogProps) {
  const { t } = useTranslation('jobs');
  const addCategory = useAddNoteCategory();
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = addNoteCategorySchema.safeParse({ description });
  const failure = addCategory.error;
  const serverError =
    failure instanceof ApiError ? failure.errors.find((e) => e.field === 'description')?.message : undefined;
  const error =
    serverError ??
    (touched && !parsed.success
      ? tMessage(parsed.error.issues[0]?.message ?? noteMessages.categoryDescriptionRequired)
      : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    addCategory.mutate({ description: parsed.data.description }, { onSuccess: onAdded });
  };

  return (
    <AppDialog title={t('notes.addCategory')} isOpen onOpenChange={(open) => !open && onClose()} size="sm">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <TextField
            label={t('form.description')}
            autoFocus
            maxLength={50}
            value={description}
            onChange={(value) => {
              setDescription(value);
              addCategory.reset();
            }}
            onBlur={() => setTouched(true)}
            error={error}
          />
        </DialogBody>
        <DialogFooter note={failure && !serverError ? failure.message : undefined}>
          <Button onPress={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="primary" isPending={addCategory.isPending}>
            {t('dialog.add')}
          </Button>
        </DialogFooter>
      </form>
    </AppDialog>
  );
}
