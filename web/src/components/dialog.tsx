import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './dialog.css.ts';

export interface AppDialogProps {
  title: string;
  isOpen: boolean;
  /** Called with false when the user presses Escape; the owner decides whether to close. */
  onOpenChange: (isOpen: boolean) => void;
  /** A coloured top border (the job class colour on job dialogs). */
  accentColor?: string;
  size?: keyof typeof styles.modal;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

export function AppDialog({
  title,
  isOpen,
  onOpenChange,
  accentColor,
  size = 'md',
  role = 'dialog',
  children,
}: AppDialogProps) {
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={styles.modal[size]}>
        <Dialog className={styles.dialog} role={role} style={accentColor ? { borderTopColor: accentColor } : undefined}>
          <header className={styles.header}>
            <Heading slot="title" className={role === 'alertdialog' ? styles.questionTitle : styles.title}>
              {title}
            </Heading>
          </header>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export function DialogBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}

/** The dialog's actions; `note` is an error line shown at the start. */
export function DialogFooter({ note, children }: { note?: string; children: ReactNode }) {
  return (
    <footer className={styles.footer}>
      {note && (
        <p className={styles.footerNote} role="alert">
          {note}
        </p>
      )}
      {children}
    </footer>
  );
}
