import type { Media } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../../components/dialog.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { useJobMedia } from '../../api/get-job-media.ts';
import { useMediaCategories } from '../../api/get-media-categories.ts';
import { filterByCategory, withListSelection } from '../../media.ts';
import { CategoryFilterFields, useCategoryFilter } from './category-filter.tsx';
import * as styles from './media.css.ts';
import { MediaList } from './media-list.tsx';

interface JobFolderMediaDialogProps {
  jobAdminId: string;
  /** Already chosen: shown selected. */
  chosen: readonly Media[];
  onAdd: (media: Media[]) => void;
  onClose: () => void;
}

/** 'Add Job Folder Media' (spec 1 section 2): pick media of the job, by category; 'n Selected', reset, ADD. */
export function JobFolderMediaDialog({ jobAdminId, chosen, onAdd, onClose }: JobFolderMediaDialogProps) {
  const { t } = useTranslation('jobs');
  const media = useJobMedia(jobAdminId);
  const categories = useMediaCategories();
  const [selected, setSelected] = useState<Set<string>>(() => new Set(chosen.map((m) => m.mediaId)));
  const category = useCategoryFilter(categories.data ?? [], () => undefined);
  const all = media.data ?? [];
  const shown = filterByCategory(all, category.filter);
  return (
    <AppDialog title={t('media.pickerTitle')} size="lg" isOpen onOpenChange={(open) => !open && onClose()}>
      <DialogBody>
        <div className={styles.pickerBar}>
          <CategoryFilterFields category={category} selectedCount={selected.size} />
          <Button onPress={() => setSelected(new Set())} isDisabled={selected.size === 0}>
            {t('media.reset')}
          </Button>
        </div>
        {media.isPending ? (
          <Loading />
        ) : media.error ? (
          <p role="alert">{media.error.message}</p>
        ) : (
          <MediaList
            label={t('media.pickerTitle')}
            items={shown}
            categoryNames={category.names}
            layout="grid"
            selected={selected}
            // What the filter hides stays chosen.
            onSelectedChange={(next) => setSelected(withListSelection(selected, shown, next))}
            selectable
            emptyText={all.length === 0 ? t('media.empty') : t('media.noneHere')}
            className={styles.pickerBody}
          />
        )}
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>{t('media.close')}</Button>
        <Button
          variant="primary"
          onPress={() => onAdd(all.filter((m) => selected.has(m.mediaId)))}
          isDisabled={selected.size === 0}
        >
          {t('media.add')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
