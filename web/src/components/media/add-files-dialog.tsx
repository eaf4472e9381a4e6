import { mediaMessages } from '@bayline/contracts';
import { type ReactNode, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/format.ts';
import { acceptedFiles, filesSummary } from '../../lib/media-files.ts';
import { tMessage } from '../../lib/messages.ts';
import { Button } from '../button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../dialog.tsx';
import * as styles from './media-files.css.ts';

interface AddFilesDialogProps {
  /** More fields under the files (the category they go to). */
  extra?: ReactNode;
  onUpload: (files: File[]) => void;
  onClose: () => void;
  /** The button that takes the files: UPLOAD, or ADD where they are only attached to something. */
  action?: 'upload' | 'add';
}

/**
 * 'Add Media from Device' (spec 1 "Add Files dialog"): the file chooser, 'No files selected' or 'N file(s) (size in
 * total)' with their names, and any field the caller adds. What the server would refuse is said here first.
 */
export function AddFilesDialog({ extra, onUpload, onClose, action = 'upload' }: AddFilesDialogProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
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
        {extra}
      </DialogBody>
      <DialogFooter note={problem}>
        <Button onPress={onClose}>{t('media.cancel')}</Button>
        <Button variant="primary" onPress={() => onUpload(files)} isDisabled={files.length === 0 || Boolean(problem)}>
          {action === 'add' ? t('media.add') : t('media.upload')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
