import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ImageViewer, VideoViewer } from '../../../components/media-viewer.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { UnsavedWorkPrompt } from '../../../components/unsaved-work-prompt.tsx';
import * as styles from './planned.css.ts';

/** A picture Bayline serves itself (the page's rules allow its own images only): media comes with job folders. */
const sampleImage = '/favicon.svg';

/**
 * /pages/widgets: the shared widgets of spec 3 section 2.13 on one page, each as its screens will use it, so they
 * can be tried (and tested in a browser) before the screens that need them exist. Linked from no menu.
 */
export function Component() {
  const { t } = useTranslation('shell');
  const snackbar = useSnackbar();
  const [undone, setUndone] = useState(0);
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState('none');
  const [viewing, setViewing] = useState<'image' | 'video' | null>(null);
  const answered = (text: string) => () => {
    setAnswer(text);
    setAsking(false);
  };
  return (
    <section className={styles.page} aria-labelledby="widgets-title">
      <h1 id="widgets-title" className={styles.title}>
        {t('widgets.title')}
      </h1>
      <p className={styles.text}>{t('widgets.text')}</p>
      <div className={styles.actions}>
        <Button
          onPress={() => snackbar(t('widgets.noteArchived'), 'default', { onUndo: () => setUndone((n) => n + 1) })}
        >
          {t('widgets.showSnackbar')}
        </Button>
        <Button onPress={() => snackbar(t('widgets.notArchived'), 'alert')}>{t('widgets.showAlert')}</Button>
        <Button onPress={() => setAsking(true)}>{t('widgets.askUnsaved')}</Button>
        <Button onPress={() => setViewing('image')}>{t('widgets.viewImage')}</Button>
        <Button onPress={() => setViewing('video')}>{t('widgets.viewVideo')}</Button>
      </div>
      <p className={styles.text}>{t('widgets.result', { undone, answer })}</p>
      <UnsavedWorkPrompt isOpen={asking} onYes={answered('YES')} onNo={answered('NO')} onCancel={answered('CANCEL')} />
      <ImageViewer isOpen={viewing === 'image'} src={sampleImage} name="bayline.svg" onClose={() => setViewing(null)} />
      <VideoViewer
        isOpen={viewing === 'video'}
        src="/missing-sample.mp4"
        name="walkaround.mp4"
        onClose={() => setViewing(null)}
      />
    </section>
  );
}
