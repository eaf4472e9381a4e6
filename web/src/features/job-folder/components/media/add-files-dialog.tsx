import { type MediaCategory, mediaMessages } from '@bayline/contracts';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../../components/dialog.tsx';
import { formatBytes } from '../../../../lib/format.ts';
import { tMessage } from '../../../../lib/messages.ts';
import { acceptedFiles, filesSummary } from '../../media.ts';
import { CategorySelect } from './category-select.tsx';
import * as styles from './media.css.ts';

interface AddFilesDialogProps {
  /** Categories the files may be filed under; none when left out. */
  categories?: readonly MediaCategory[];
  onUpload: (files: File[], mediaCategoryId: string | null) => void;
  onClose: () => void;
  /** The button that takes the files: UPLOAD, or ADD where they are only attached to something. */
  action?: 'upload' | 'add';
}

/**
 * 'Add Media from Device' (spec 1 "Add Files dialog"): the file chooser, 'No files selected' or 'N file(s) (size in
 * total)' with their names, and the category to file them under. What the server would refuse is said here first.
 */
export function AddFilesDialog({ categories, onUpload, onClose, action = 'upload' }: AddFilesDialogProps) {
  const { t } = useTranslation('jobs');
  const [files, setFiles] = useState<File[]>([]);
  const [mediaCategoryId, setMediaCategoryId] = useState<string | null>(null);
  const summary = filesSummary(files);
  const problem = summary.tooMany
    ? tMessage(mediaMessages.tooMany)
    : summary.tooLarge
      ? tMessage(mediaMessages.tooLarge)
      : undefined;
  return (
    <AppDialog title={t('media.addFromDevice')} isOpen onOpenChange={(open) => !open && onClose()}>
      <DialogBody>
        <FileTrigger
          allowsMultiple
          acceptedFileTypes={acceptedFiles.split(',')}
          onSelect={(list) => setFiles(list ? [...list] : [])}
        >
          <Button>{t('media.chooseFiles')}</Button>
        </FileTrigger>
        <p aria-live="polite">
          {summary.count === 0
            ? tMessage(mediaMessages.noFiles)
            : t('media.filesSummary', { count: summary.count, size: formatBytes(summary.bytes) })}
        </p>
        {files.length > 0 && (
          <ul className={styles.fileList}>
            {files.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name; the order is fixed.
              <li key={index}>
                {file.name} ({formatBytes(file.size)})
              </li>
            ))}
          </ul>
        )}
        {categories && (
          <CategorySelect
            label={t('media.category')}
            categories={categories}
            value={mediaCategoryId}
            onChange={setMediaCategoryId}
          />
        )}
      </DialogBody>
      <DialogFooter note={problem}>
        <Button onPress={onClose}>{t('media.cancel')}</Button>
        <Button
          variant="primary"
          onPress={() => onUpload(files, mediaCategoryId)}
          isDisabled={files.length === 0 || Boolean(problem)}
        >
          {action === 'add' ? t('media.add') : t('media.upload')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
