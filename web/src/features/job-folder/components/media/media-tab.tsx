import { type Media, mediaMessages } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button.tsx';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { AddFilesDialog } from '../../../../components/media/add-files-dialog.tsx';
import { AddMediaMenu } from '../../../../components/media/add-media-menu.tsx';
import { CaptureMediaDialog } from '../../../../components/media/capture-media-dialog.tsx';
import { ImageViewer, VideoViewer } from '../../../../components/media-viewer.tsx';
import { Progress } from '../../../../components/progress.tsx';
import { useSnackbar } from '../../../../components/snackbar.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../../components/ui/tabs.tsx';
import { usePhone } from '../../../../lib/device.ts';
import { tMessage } from '../../../../lib/messages.ts';
import { useDeleteMedia } from '../../api/delete-media.ts';
import { useJobMedia } from '../../api/get-job-media.ts';
import { useMediaCategories } from '../../api/get-media-categories.ts';
import { useMoveMedia } from '../../api/move-media.ts';
import { useUploadMedia } from '../../api/upload-media.ts';
import { jobName } from '../../header.ts';
import {
  filterByCategory,
  keepPresent,
  type MediaRights,
  mediaPanes,
  withListSelection,
  zipHref,
} from '../../media.ts';
import { CategoryFilterFields, useCategoryFilter } from './category-filter.tsx';
import { CategorySelect } from './category-select.tsx';
import * as styles from './media.css.ts';
import { MediaList } from './media-list.tsx';
import { MoveMediaDialog } from './move-media-dialog.tsx';

interface MediaTabProps {
  job: { jobAdminId: string; hat: string; jobAdminInt: number };
  rights: MediaRights;
}

type Open = 'device' | 'camera' | 'move' | 'delete' | null;

/** Opens an item: pictures and videos in their viewer, anything else is downloaded. */
function useViewer() {
  const [viewing, setViewing] = useState<Media | null>(null);
  const open = (item: Media) => {
    if (item.contentType.startsWith('image/') || item.contentType.startsWith('video/')) setViewing(item);
    else window.location.assign(item.fileUri);
  };
  const close = () => setViewing(null);
  const viewer =
    viewing &&
    (viewing.contentType.startsWith('video/') ? (
      <VideoViewer isOpen src={viewing.fileUri} name={viewing.fileName} onClose={close} />
    ) : (
      <ImageViewer isOpen src={viewing.fileUri} name={viewing.fileName} onClose={close} />
    ));
  return { open, viewer };
}

/**
 * The job's media (spec 1 "Job folder dialog", Media tab): Multimedia and Miscellaneous panes (Images and
 * Miscellaneous tabs on a phone), a category filter, and for a selection: move, download as zip, delete.
 * Uploads from the device or the camera show their progress and hold the other buttons until done.
 */
export function MediaTab({ job, rights }: MediaTabProps) {
  const { t } = useTranslation('jobs');
  const phone = usePhone();
  const showSnackbar = useSnackbar();
  const media = useJobMedia(job.jobAdminId);
  const categories = useMediaCategories();
  const upload = useUploadMedia();
  const move = useMoveMedia();
  const remove = useDeleteMedia();
  const [selectedIds, setSelectedIds] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<Open>(null);
  const [sent, setSent] = useState(0);
  /** The category Add Media from Device files its files under. */
  const [uploadCategory, setUploadCategory] = useState<string | null>(null);
  const viewer = useViewer();
  // Changing the category shown clears the selection (spec 1 section 4).
  const category = useCategoryFilter(categories.data ?? [], () => setSelectedIds(new Set()));

  const all = media.data ?? [];
  // What someone else deleted meanwhile is no longer selected.
  const selected = keepPresent(selectedIds, all);
  const selectedItems = all.filter((item) => selected.has(item.mediaId));
  const shown = mediaPanes(filterByCategory(all, category.filter));
  const uploading = upload.isPending;
  const busy = uploading || move.isPending || remove.isPending;
  const label = jobName(job).replace(/^#/, '');

  const startUpload = (files: readonly File[], mediaCategoryId: string | null) => {
    setOpen(null);
    setSent(0);
    upload.mutate(
      { jobAdminId: job.jobAdminId, files, mediaCategoryId, onProgress: setSent },
      {
        onSuccess: (created) => showSnackbar(tMessage(mediaMessages.uploaded(created.length, label)), 'success'),
        onError: (error) => showSnackbar(error.message, 'alert'),
      },
    );
  };

  const moveTo = (mediaCategoryId: string | null) =>
    move.mutate(
      { jobAdminId: job.jobAdminId, mediaIds: [...selected], mediaCategoryId },
      {
        onSuccess: () => {
          setOpen(null);
          setSelectedIds(new Set());
        },
        onError: (error) => showSnackbar(error.message, 'alert'),
      },
    );

  const deleteSelected = () => {
    setOpen(null);
    remove.mutate(
      { jobAdminId: job.jobAdminId, mediaIds: [...selected] },
      {
        onSuccess: ({ removed }) => {
          setSelectedIds(new Set());
          showSnackbar(tMessage(mediaMessages.removed(removed, label)), 'warning');
        },
        onError: (error) => showSnackbar(error.message, 'alert'),
      },
    );
  };

  const pane = (kind: 'multimedia' | 'miscellaneous', title: string) => (
    <MediaList
      label={title}
      items={shown[kind]}
      categoryNames={category.names}
      layout={kind === 'multimedia' ? 'grid' : 'list'}
      selected={selected}
      // The panes share one selection.
      onSelectedChange={(next) => setSelectedIds(withListSelection(selected, shown[kind], next))}
      selectable={rights.select && !busy}
      onOpen={viewer.open}
      emptyText={all.length === 0 ? t('media.empty') : t('media.noneHere')}
      className={styles.paneBody}
    />
  );

  return (
    <div className={styles.layout}>
      <div className={styles.toolbar}>
        <CategoryFilterFields category={category} selectedCount={selected.size} />
        {uploading && <Progress label={t('media.uploading')} value={sent} />}
        <AddMediaMenu
          onCamera={() => setOpen('camera')}
          onDevice={() => setOpen('device')}
          isDisabled={!rights.add || busy}
        />
        <Button onPress={() => setOpen('move')} isDisabled={!rights.move || busy || selected.size === 0}>
          {t('media.move')}
        </Button>
        <Button
          onPress={() => window.location.assign(zipHref(job.jobAdminId, [...selected]))}
          isDisabled={busy || selected.size === 0}
        >
          {t('media.downloadZip')}
        </Button>
        <Button onPress={() => setOpen('delete')} isDisabled={!rights.delete || busy || selected.size === 0}>
          {t('media.delete')}
        </Button>
      </div>
      {media.isPending ? (
        <Loading />
      ) : media.error ? (
        <p role="alert">{media.error.message}</p>
      ) : phone ? (
        <Tabs>
          <TabList aria-label={t('folder.tabs.media')}>
            <Tab id="images">{t('media.images')}</Tab>
            <Tab id="miscellaneous">{t('media.miscellaneous')}</Tab>
          </TabList>
          <TabPanel id="images">{pane('multimedia', t('media.images'))}</TabPanel>
          <TabPanel id="miscellaneous">{pane('miscellaneous', t('media.miscellaneous'))}</TabPanel>
        </Tabs>
      ) : (
        <div className={styles.panes}>
          <section className={styles.pane}>
            <h3 className={styles.paneTitle}>{t('media.multimedia')}</h3>
            {pane('multimedia', t('media.multimedia'))}
          </section>
          <section className={styles.pane}>
            <h3 className={styles.paneTitle}>{t('media.miscellaneous')}</h3>
            {pane('miscellaneous', t('media.miscellaneous'))}
          </section>
        </div>
      )}

      {open === 'device' && (
        <AddFilesDialog
          extra={
            <CategorySelect
              label={t('media.category')}
              categories={category.choices}
              value={uploadCategory}
              onChange={setUploadCategory}
            />
          }
          onUpload={(files) => startUpload(files, uploadCategory)}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'camera' && (
        <CaptureMediaDialog onSubmit={(files) => startUpload(files, null)} onClose={() => setOpen(null)} />
      )}
      {open === 'move' && (
        <MoveMediaDialog
          categories={category.choices}
          selected={selectedItems}
          isPending={move.isPending}
          onSave={moveTo}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        message={t('media.deleteQuestion', { count: selected.size })}
        isOpen={open === 'delete'}
        onConfirm={deleteSelected}
        onCancel={() => setOpen(null)}
      />
      {viewer.viewer}
    </div>
  );
}
