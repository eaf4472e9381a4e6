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
  /** Fills the screen (a form on a phone); any dialog below the medium breakpoint does when its size is lg. */
  fullScreen?: boolean;
  /** Buttons at the end of the header (a full-screen form's actions). */
  headerActions?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

export function AppDialog({
  title,
  isOpen,
  onOpenChange,
  accentColor,
  size = 'md',
  fullScreen = false,
  headerActions,
  role = 'dialog',
  children,
}: AppDialogProps) {
  return (
    <ModalOverlay
      className={fullScreen ? styles.fullScreenOverlay : styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className={fullScreen ? styles.fullScreen : styles.modal[size]}>
        <Dialog className={styles.dialog} role={role} style={accentColor ? { borderTopColor: accentColor } : undefined}>
          <header className={styles.header}>
            <Heading slot="title" className={role === 'alertdialog' ? styles.questionTitle : styles.title}>
              {title}
            </Heading>
            {headerActions && <div className={styles.headerActions}>{headerActions}</div>}
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

/** The dialog's actions; `note` is an error line shown at the start (alone when the actions sit in the header). */
export function DialogFooter({ note, children }: { note?: string; children?: ReactNode }) {
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
