import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { columnDialog } from '../styles/shared.css.ts';
import { CloseIcon } from './icons.tsx';
import * as styles from './side-panel.css.ts';

export interface SidePanelProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Under the header, not scrolled (a search box). */
  toolbar?: ReactNode;
  /** The scrolled content. */
  children: ReactNode;
  'data-testid'?: string;
}

/** A right-side drawer over the page (Search, Unread Messages): a title bar with a close button, then its content. */
export function SidePanel({ title, isOpen, onOpenChange, toolbar, children, ...rest }: SidePanelProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={styles.panel}>
        <Dialog className={columnDialog} data-testid={rest['data-testid']}>
          <header className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button slot="close" aria-label={t('close')} className={styles.closeButton}>
              <CloseIcon />
            </Button>
          </header>
          {toolbar}
          <div className={styles.body}>{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
