import type { Group } from '@bayline/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../dialog.tsx';
import { TextField } from '../text-field.tsx';
import { useCreateGroup } from './api/create-group.ts';

interface AddGroupDialogProps {
  isOpen: boolean;
  locationShortName: string;
  onClose: () => void;
  onAdded: (group: Group) => void;
}

/** 'Add Group': a name, submit disabled while it is empty. */
export function AddGroupDialog({ isOpen, locationShortName, onClose, onAdded }: AddGroupDialogProps) {
  const { t } = useTranslation('jobs');
  return (
    <AppDialog
      title={t('form.addGroup')}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
    >
      {isOpen && <AddGroupForm locationShortName={locationShortName} onClose={onClose} onAdded={onAdded} />}
    </AppDialog>
  );
}

function AddGroupForm({ locationShortName, onClose, onAdded }: Omit<AddGroupDialogProps, 'isOpen'>) {
  const { t } = useTranslation('jobs');
  const [name, setName] = useState('');
  const createGroup = useCreateGroup();
  const failure = createGroup.error;
  const nameError = failure instanceof ApiError ? failure.errors.find((e) => e.field === 'name')?.message : undefined;
  const note = failure && !nameError ? failure.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    createGroup.mutate({ name: name.trim(), locationShortName }, { onSuccess: onAdded });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <TextField
          label={t('form.name')}
          value={name}
          onChange={(value) => {
            setName(value);
            createGroup.reset();
          }}
          error={nameError}
          maxLength={120}
          autoFocus
        />
      </DialogBody>
      <DialogFooter note={note}>
        <Button onPress={onClose}>{t('create.cancel')}</Button>
        <Button type="submit" variant="primary" isDisabled={!name.trim()} isPending={createGroup.isPending}>
          {t('form.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}
