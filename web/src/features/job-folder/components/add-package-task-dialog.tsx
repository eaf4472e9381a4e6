import type { TodoPackage } from '@bayline/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAddTodo } from '../api/add-todo.ts';
import * as styles from './folder.css.ts';

interface AddPackageTaskDialogProps {
  packages: readonly TodoPackage[];
  initialGroupId: string | undefined;
  onClose: () => void;
  /** A task was added to this package. */
  onAdded: (todoGroupId: string) => void;
}

/** 'Add Package Task': a new task in a package; ADD needs a description and a group, then shows that package. */
export function AddPackageTaskDialog({ packages, initialGroupId, onClose, onAdded }: AddPackageTaskDialogProps) {
  const { t } = useTranslation('jobs');
  const addTodo = useAddTodo();
  const [description, setDescription] = useState('');
  const [todoGroupId, setTodoGroupId] = useState(initialGroupId ?? '');
  const failure = addTodo.error;
  const fieldError = (field: string) =>
    failure instanceof ApiError ? failure.errors.find((e) => e.field === field)?.message : undefined;
  const unplaced = failure && !fieldError('description') && !fieldError('todoGroupId') ? failure.message : undefined;
  const ready = description.trim() !== '' && todoGroupId !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    addTodo.mutate(
      { todoGroupId, description: description.trim() },
      {
        onSuccess: () => {
          onAdded(todoGroupId);
          onClose();
        },
      },
    );
  };

  return (
    <AppDialog title={t('tasks.addPackageTask')} isOpen onOpenChange={(open) => !open && onClose()} size="sm">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <div className={styles.column}>
            <TextField
              label={t('form.description')}
              autoFocus
              maxLength={100}
              value={description}
              onChange={(value) => {
                setDescription(value);
                addTodo.reset();
              }}
              error={fieldError('description')}
            />
            <Select
              label={t('form.group')}
              placeholder={t('form.selectGroup')}
              options={packages.map((p) => ({ id: p.group.todoGroupId, label: p.group.description }))}
              value={todoGroupId || null}
              onChange={(id) => {
                setTodoGroupId(id);
                addTodo.reset();
              }}
              error={fieldError('todoGroupId')}
            />
          </div>
        </DialogBody>
        <DialogFooter note={unplaced}>
          <Button onPress={onClose}>{t('dialog.close')}</Button>
          <Button type="submit" variant="primary" isDisabled={!ready} isPending={addTodo.isPending}>
            {t('dialog.add')}
          </Button>
        </DialogFooter>
      </form>
    </AppDialog>
  );
}
