import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons.tsx';
import { DialogTitle, Modal } from '../../../components/ui/modal.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { usePhone } from '../../../lib/device.ts';
import { textOn } from '../../../styles/colors.ts';
import * as styles from './folder.css.ts';

interface FolderShellProps {
  title: string;
  color: string;
  /** Escape or the close button. */
  onClose: () => void;
  actions: ReactNode;
  /** A row under the title: the job's promise date. */
  status?: ReactNode;
  children: ReactNode;
}

/**
 * The modal with the bar in the job class colour: the title first, then the actions and the close button
 * (below the medium breakpoint the actions take a row of their own under the title).
 */
export function FolderShell({ title, color, onClose, actions, status, children }: FolderShellProps) {
  const { t } = useTranslation('jobs');
  const phone = usePhone();
  return (
    <Modal onClose={onClose} fullScreen={phone} className={phone ? styles.fullScreenModal : styles.modal}>
      <header className={styles.header} style={{ background: color, color: textOn(color) }}>
        <DialogTitle className={styles.title}>{title}</DialogTitle>
        {actions && <div className={styles.headerActions}>{actions}</div>}
        <PlainButton className={styles.closeButton} aria-label={t('close')} onPress={onClose}>
          <CloseIcon />
        </PlainButton>
        {status}
      </header>
      {children}
    </Modal>
  );
}
