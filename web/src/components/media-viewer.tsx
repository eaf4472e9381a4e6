import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './media-viewer.css.ts';

export interface MediaViewerProps {
  isOpen: boolean;
  /** The file's address (also what Download saves). */
  src: string;
  /** The file name: the viewer's title and the downloaded file's name. */
  name: string;
  onClose: () => void;
}

/** The full-screen frame of a picture or a video: its name, Download and Close, and the media filling the rest. */
function FullScreenViewer({ isOpen, src, name, onClose, children }: MediaViewerProps & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.viewer} aria-label={name}>
          <header className={styles.bar}>
            <Heading slot="title" className={styles.name}>
              {name}
            </Heading>
            <a className={styles.action} href={src} download={name}>
              {t('media.download')}
            </a>
            <button type="button" className={styles.action} onClick={onClose}>
              {t('close')}
            </button>
          </header>
          <div className={styles.stage}>{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A picture, full screen (spec 3 section 2.13). */
export function ImageViewer(props: MediaViewerProps) {
  return (
    <FullScreenViewer {...props}>
      <img className={styles.media} src={props.src} alt={props.name} />
    </FullScreenViewer>
  );
}

/** A video, full screen, playing with the browser's controls (spec 3 section 2.13). */
export function VideoViewer(props: MediaViewerProps) {
  const { t } = useTranslation();
  return (
    <FullScreenViewer {...props}>
      {/* biome-ignore lint/a11y/useMediaCaption: shop videos of a vehicle have no captions to give. */}
      <video className={styles.media} src={props.src} controls autoPlay>
        {t('media.videoFallback')}
      </video>
    </FullScreenViewer>
  );
}
