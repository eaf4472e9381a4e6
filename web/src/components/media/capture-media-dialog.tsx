import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../lib/device.ts';
import { capturedFileName, recordingType } from '../../lib/media-files.ts';
import { Button, IconButton } from '../button.tsx';
import { ChoiceGroup } from '../choice-group.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../dialog.tsx';
import { CloseIcon } from '../icons.tsx';
import * as styles from './media-files.css.ts';

type Facing = 'user' | 'environment';
type Mode = 'photo' | 'video';

interface Captured {
  file: File;
  url: string;
}

interface CaptureMediaDialogProps {
  onSubmit: (files: File[]) => void;
  onClose: () => void;
}

/** The camera of this device facing the way asked, with sound when recording video and a microphone is there. */
async function openCamera(facing: Facing, withSound: boolean): Promise<MediaStream> {
  const video = { facingMode: facing };
  if (withSound) {
    try {
      return await navigator.mediaDevices.getUserMedia({ video, audio: true });
    } catch {
      // No microphone, or it was refused: a silent video is still a video.
    }
  }
  return navigator.mediaDevices.getUserMedia({ video });
}

/** The live picture as a JPEG file; null when the browser could not make one. */
function takePhoto(video: HTMLVideoElement): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  return new Promise((resolve) =>
    canvas.toBlob(
      (blob) => resolve(blob && new File([blob], capturedFileName('photo', new Date(), 'jpg'), { type: 'image/jpeg' })),
      'image/jpeg',
      0.9,
    ),
  );
}

/**
 * 'Capture Media' (spec 1 sections 2 and 4): the camera, front or rear, taking photos or recording videos; each
 * capture is previewed and can be removed; SUBMIT uploads them (it needs one).
 */
export function CaptureMediaDialog({ onSubmit, onClose }: CaptureMediaDialogProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [facing, setFacing] = useState<Facing>('environment');
  const [mode, setMode] = useState<Mode>('photo');
  const [live, setLive] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [captured, setCaptured] = useState<Captured[]>([]);
  const [recording, setRecording] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const urls = useRef<string[]>([]);

  // The camera opens again for another direction or mode, and is always let go of.
  useEffect(() => {
    let stopped = false;
    setLive(false);
    setFailure(undefined);
    if (!navigator.mediaDevices?.getUserMedia) {
      setFailure(t('media.camera.unsupported'));
      return;
    }
    openCamera(facing, mode === 'video')
      .then((opened) => {
        if (stopped) {
          for (const track of opened.getTracks()) track.stop();
          return;
        }
        stream.current = opened;
        if (video.current) video.current.srcObject = opened;
        setLive(true);
      })
      .catch((error: unknown) => {
        console.error('camera', error);
        if (!stopped) setFailure(t('media.camera.unavailable'));
      });
    return () => {
      stopped = true;
      recorder.current?.stop();
      for (const track of stream.current?.getTracks() ?? []) track.stop();
      stream.current = null;
    };
  }, [facing, mode, t]);

  // Previews are let go of with the dialog.
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const keep = (file: File) => {
    const url = URL.createObjectURL(file);
    urls.current.push(url);
    setCaptured((current) => [...current, { file, url }]);
  };

  const photo = async () => {
    if (!video.current) return;
    const file = await takePhoto(video.current);
    if (file) keep(file);
    else setFailure(t('media.camera.unavailable'));
  };

  const record = () => {
    if (!stream.current) return;
    if (recording) {
      recorder.current?.stop();
      return;
    }
    const { mimeType, extension } = recordingType((type) => MediaRecorder.isTypeSupported(type));
    const started = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    started.addEventListener('dataavailable', (event) => chunks.push(event.data));
    started.addEventListener('stop', () => {
      setRecording(false);
      recorder.current = null;
      const type = started.mimeType.split(';')[0] || 'video/webm';
      if (chunks.length > 0) keep(new File(chunks, capturedFileName('video', new Date(), extension), { type }));
    });
    recorder.current = started;
    started.start();
    setRecording(true);
  };

  const remove = (gone: Captured) => {
    URL.revokeObjectURL(gone.url);
    setCaptured((current) => current.filter((c) => c !== gone));
  };

  return (
    <AppDialog
      title={t('media.capture')}
      isOpen
      size="lg"
      fullScreen={phone}
      onOpenChange={(open) => !open && !recording && onClose()}
    >
      <DialogBody>
        <video ref={video} className={styles.camera} autoPlay playsInline muted aria-label={t('media.camera.live')} />
        {failure && <p role="alert">{failure}</p>}
        <div className={styles.cameraControls}>
          <ChoiceGroup
            label={t('media.camera.facing')}
            options={[
              { id: 'user', label: t('media.camera.front') },
              { id: 'environment', label: t('media.camera.rear') },
            ]}
            value={facing}
            onChange={setFacing}
            isDisabled={recording}
          />
          <ChoiceGroup
            label={t('media.camera.mode')}
            options={[
              { id: 'photo', label: t('media.camera.photo') },
              { id: 'video', label: t('media.camera.video') },
            ]}
            value={mode}
            onChange={setMode}
            isDisabled={recording}
          />
          {mode === 'photo' ? (
            <Button variant="primary" onPress={photo} isDisabled={!live}>
              {t('media.camera.takePhoto')}
            </Button>
          ) : (
            <Button variant="primary" onPress={record} isDisabled={!live}>
              {recording ? t('media.camera.stop') : t('media.camera.record')}
            </Button>
          )}
        </div>
        <ul className={styles.captures} aria-label={t('media.camera.captured')}>
          {captured.map((item) => (
            <li key={item.url} className={styles.capture}>
              {item.file.type.startsWith('video/') ? (
                // biome-ignore lint/a11y/useMediaCaption: a preview of what was just recorded.
                <video className={styles.captureMedia} src={item.url} controls aria-label={item.file.name} />
              ) : (
                <img className={styles.captureMedia} src={item.url} alt={item.file.name} />
              )}
              <span className={styles.removeCapture}>
                <IconButton label={t('media.camera.remove', { name: item.file.name })} onPress={() => remove(item)}>
                  <CloseIcon />
                </IconButton>
              </span>
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose} isDisabled={recording}>
          {t('media.cancel')}
        </Button>
        <Button
          variant="primary"
          onPress={() => onSubmit(captured.map((c) => c.file))}
          isDisabled={captured.length === 0 || recording}
        >
          {t('media.submit')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
