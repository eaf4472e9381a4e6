import { archiveIssues, type Department, holdMessages, RoState } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { ApiError } from '../../../lib/api.ts';
import { tMessage } from '../../../lib/messages.ts';
import { useCloseJob } from '../api/close-job.ts';
import { archiveCard, archiveFactsOf, departmentOverview } from '../archive.ts';
import { dateTimeText, durationText } from '../format.ts';
import type { FolderRights } from '../rights.ts';
import type { FolderEditor } from '../use-folder-editor.ts';
import * as styles from './folder.css.ts';

interface ArchiveTabProps {
  editor: FolderEditor;
  departments: readonly Department[];
  rights: FolderRights;
  /** After archive or void: the job leaves the board and the folder closes. */
  onClosed: () => void;
}

const days = (n: number | null) => (n === null ? '' : String(n));

/** The job's summary and its closing: REOPEN for a void or archived job, else VOID and ARCHIVE. */
export function ArchiveTab({ editor, departments, rights, onClosed }: ArchiveTabProps) {
  const { t } = useTranslation('jobs');
  const { base } = editor;
  const closeJob = useCloseJob();
  const timeZone = useLocationSettings().data?.timeZone;
  const [now] = useState(() => Date.now());
  const [question, setQuestion] = useState<'archive' | 'void'>();
  const [issues, setIssues] = useState<string[]>();
  const [failure, setFailure] = useState<string>();
  const card = archiveCard(base);
  const overview = departmentOverview(base.departmentCycle, departments, now);
  const busy = closeJob.isPending || editor.saving;

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409 && error.errors.length > 0) {
      setIssues(error.errors.map((e) => e.message));
      return;
    }
    setFailure(error instanceof Error ? error.message : String(error));
  };

  const askArchive = () => {
    setFailure(undefined);
    // A held job is released first (the server refuses it too): said with the other issues, before any question.
    const found = [
      ...(base.hold ? [holdMessages.releaseBeforeArchiving] : []),
      ...archiveIssues(archiveFactsOf(editor.form.values, editor.tasks)),
    ];
    if (found.length > 0) setIssues(found.map(tMessage));
    else setQuestion('archive');
  };

  const archive = async () => {
    setQuestion(undefined);
    if (editor.modified.any && (await editor.save()) !== 'saved') return;
    closeJob.mutate({ jobAdminId: base.jobAdminId, roState: RoState.archived }, { onSuccess: onClosed, onError: fail });
  };

  const voidJob = () => {
    setQuestion(undefined);
    closeJob.mutate({ jobAdminId: base.jobAdminId, roState: RoState.void }, { onSuccess: onClosed, onError: fail });
  };

  const reopen = () => {
    setFailure(undefined);
    closeJob.mutate(
      { jobAdminId: base.jobAdminId, roState: RoState.open },
      { onSuccess: () => editor.reload().catch(fail), onError: fail },
    );
  };

  return (
    <>
      <h3 className={styles.sectionTitle}>{t('folder.tabs.information')}</h3>
      <dl className={styles.cardGrid}>
        <Item label={t('archive.name')} value={card.name} />
        <Item label={t('archive.vehicle')} value={card.vehicle} />
        <Item label={t('form.color')} value={card.color} />
        <Item label={t('form.jobClass')} value={card.jobClass} />
        <Item label={t('form.hours')} value={card.hours} />
        <Item label={t('form.total')} value={card.total} />
        {card.dates.map((d) => (
          <Item key={d.label} label={d.label} value={d.value} />
        ))}
        <Item label={t('archive.lead')} value={days(card.lead)} />
        <Item label={t('archive.production')} value={days(card.production)} />
        <Item label={t('archive.lag')} value={days(card.lag)} />
        <Item label={t('archive.k2k')} value={days(card.k2k)} />
        <Item label={t('archive.touchTime')} value={card.touchTime === null ? '' : card.touchTime.toFixed(2)} />
      </dl>

      <h3 className={styles.sectionTitle}>{t('archive.departmentOverview')}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={t('archive.departmentOverview')}>
          <thead>
            <tr>
              <th className={styles.th}>{t('archive.department')}</th>
              <th className={styles.th}>{t('archive.time')}</th>
            </tr>
          </thead>
          <tbody>
            {overview.length === 0 ? (
              <tr>
                <td className={styles.empty} colSpan={2}>
                  {t('dataNotFound')}
                </td>
              </tr>
            ) : (
              overview.map((d) => (
                <tr key={d.departmentId}>
                  <td className={styles.td}>{d.name}</td>
                  <td className={styles.td}>{durationText(d.hours)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <h3 className={styles.sectionTitle}>{t('folder.tabs.tasks')}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={t('archive.taskList')}>
          <thead>
            <tr>
              <th className={styles.th}>{t('tasks.task')}</th>
              <th className={styles.th}>{t('tasks.completedBy')}</th>
              <th className={styles.th}>{t('tasks.completedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {editor.baseDraft.tasks.length === 0 ? (
              <tr>
                <td className={styles.empty} colSpan={3}>
                  {t('tasks.none')}
                </td>
              </tr>
            ) : (
              editor.baseDraft.tasks.map((t) => (
                <tr key={t.jobTodoId}>
                  <td className={styles.td}>
                    {t.isCompleted ? '✓ ' : ''}
                    {t.description}
                  </td>
                  <td className={styles.td}>{t.completedByName}</td>
                  <td className={styles.td}>{dateTimeText(t.completedOn, timeZone)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.archiveActions}>
        {rights.locked ? (
          <Button variant="primary" onPress={reopen} isDisabled={!rights.close} isPending={busy}>
            {t('archive.reopen')}
          </Button>
        ) : (
          <>
            <Button onPress={() => setQuestion('void')} isDisabled={!rights.close || busy}>
              {t('archive.void')}
            </Button>
            <Button variant="primary" onPress={askArchive} isDisabled={!rights.close} isPending={busy}>
              {t('archive.archive')}
            </Button>
          </>
        )}
      </div>

      <ConfirmDialog
        message={question === 'void' ? t('archive.voidConfirm') : t('archive.confirm')}
        isOpen={question !== undefined}
        onCancel={() => setQuestion(undefined)}
        onConfirm={() => (question === 'void' ? voidJob() : void archive())}
      />
      <AppDialog
        title={t('archive.blocked')}
        isOpen={issues !== undefined}
        onOpenChange={(open) => !open && setIssues(undefined)}
        size="sm"
        role="alertdialog"
      >
        <DialogBody>
          <ul className={styles.issues}>
            {issues?.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </DialogBody>
        <DialogFooter>
          <Button variant="primary" onPress={() => setIssues(undefined)} autoFocus>
            {t('archive.ok')}
          </Button>
        </DialogFooter>
      </AppDialog>
    </>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.cardItem}>
      <dt className={styles.cardLabel}>{label}</dt>
      <dd className={styles.cardValue}>{value || '—'}</dd>
    </div>
  );
}
