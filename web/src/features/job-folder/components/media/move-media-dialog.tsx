import type { Media, MediaCategory } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../../components/dialog.tsx';
import { canMoveTo } from '../../media.ts';
import { CategorySelect } from './category-select.tsx';

interface MoveMediaDialogProps {
  categories: readonly MediaCategory[];
  selected: readonly Media[];
  isPending: boolean;
  onSave: (mediaCategoryId: string | null) => void;
  onClose: () => void;
}

/** 'Move to Media Category': SAVE once a category other than the selection's own is chosen, EXIT (spec 1 section 5). */
export function MoveMediaDialog({ categories, selected, isPending, onSave, onClose }: MoveMediaDialogProps) {
  const { t } = useTranslation('jobs');
  const [target, setTarget] = useState<string | null | undefined>(undefined);
  return (
    <AppDialog title={t('media.move')} size="sm" isOpen onOpenChange={(open) => !open && onClose()}>
      <DialogBody>
        <p>{t('media.selected', { count: selected.length })}</p>
        <CategorySelect label={t('media.category')} categories={categories} value={target} onChange={setTarget} />
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>{t('media.exit')}</Button>
        <Button
          variant="primary"
          onPress={() => target !== undefined && onSave(target)}
          isDisabled={!canMoveTo(selected, target)}
          isPending={isPending}
        >
          {t('media.save')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
