import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, type HeadingProps, ModalOverlay } from 'react-aria-components';
import { columnDialog } from '../../styles/shared.css.ts';
import { fullScreenOverlay, overlay } from '../dialog.css.ts';

export interface ModalProps {
  /** Called when the user presses Escape: the owner decides whether to close. */
  onClose: () => void;
  /** Fills the screen (a phone), with no margin around it. */
  fullScreen?: boolean;
  /** The modal's own frame (size, corners). */
  className: string;
  /** Its header (with a `DialogTitle`), content and actions. */
  children: ReactNode;
}

/**
 * An open modal dialog drawn by its screen (the job folder, with its bar in the job class colour) over the dimmed
 * page; `AppDialog` is the one with the theme's own header.
 */
export function Modal({ onClose, fullScreen = false, className, children }: ModalProps) {
  return (
    <ModalOverlay
      className={fullScreen ? fullScreenOverlay : overlay}
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <AriaModal className={className}>
        <Dialog className={columnDialog}>{children}</Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

/** The title that names its dialog. */
export function DialogTitle(props: Omit<HeadingProps, 'slot'>) {
  return <Heading {...props} slot="title" />;
}
