import type { Department, JobFolderView } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { Loading } from '../../../components/loading.tsx';
import { Select } from '../../../components/select.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { textOn, unknownColor } from '../../../styles/colors.ts';
import { useDateEntries } from '../api/get-date-entries.ts';
import { useJobHistory } from '../api/get-job-history.ts';
import { useNoteCategories } from '../api/get-note-categories.ts';
import { changeText, enteredText } from '../date-entries.ts';
import { dateTimeText, durationText } from '../format.ts';
import { allCategories, filterNotes, noteCategoryOptions, noteText } from '../notes.ts';
import type { FolderRights } from '../rights.ts';
import { AddNoteDialog } from './add-note-dialog.tsx';
import * as styles from './folder.css.ts';

interface HistoryTabProps {
  folder: JobFolderView;
  departments: readonly Department[];
  rights: FolderRights;
}

/** Notes (filter, search, add) and the department timeline. */
export function HistoryTab({ folder, departments, rights }: HistoryTabProps) {
  const { t } = useTranslation('jobs');
  return (
    <div className={styles.historyLayout}>
      <section aria-labelledby="job-notes-title">
        <h3 id="job-notes-title" className={styles.sectionTitle}>
          {t('history.notes')}
        </h3>
        <Notes jobAdminId={folder.jobAdminId} rights={rights} />
      </section>
      <section aria-labelledby="job-timeline-title">
        <h3 id="job-timeline-title" className={styles.sectionTitle}>
          {t('history.timeline')}
        </h3>
        <Timeline folder={folder} departments={departments} />
      </section>
      <section aria-labelledby="job-date-entries-title">
        <h3 id="job-date-entries-title" className={styles.sectionTitle}>
          {t('dateEntry.title')}
        </h3>
        <DateEntries jobAdminId={folder.jobAdminId} />
      </section>
    </div>
  );
}

function Notes({ jobAdminId, rights }: { jobAdminId: string; rights: FolderRights }) {
  const { t } = useTranslation('jobs');
  const history = useJobHistory(jobAdminId);
  const timeZone = useLocationSettings().data?.timeZone;
  const categories = useNoteCategories();
  const [categoryId, setCategoryId] = useState(allCategories);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const options = noteCategoryOptions(categories.data ?? []);
  const byId = new Map(options.map((c) => [c.noteCategoryId, c]));
  for (const c of categories.data ?? []) if (!byId.has(c.noteCategoryId)) byId.set(c.noteCategoryId, c);
  const notes = filterNotes(history.data ?? [], categoryId, search);

  return (
    <>
      <div className={styles.toolbar}>
        <Select
          label={t('history.category')}
          className={styles.grow}
          options={[
            { id: allCategories, label: t('history.allCategories') },
            ...options.map((c) => ({ id: c.noteCategoryId, label: c.description, color: c.color })),
          ]}
          value={categoryId}
          onChange={setCategoryId}
        />
        <SearchField label={t('search.title')} value={search} onChange={setSearch} className={styles.grow} />
        <Button variant="primary" onPress={() => setAdding(true)} isDisabled={!rights.addNote}>
          <PlusIcon />
          {t('history.addNote')}
        </Button>
      </div>
      <div className={styles.notesPanel}>
        {history.isPending ? (
          <Loading />
        ) : history.error ? (
          <p className={styles.empty} role="alert">
            {history.error.message}
          </p>
        ) : notes.length === 0 ? (
          <p className={styles.empty}>{t('history.noFiles')}</p>
        ) : (
          <ul aria-label={t('history.notes')} className={styles.plainList}>
            {notes.map((note) => {
              const category = byId.get(note.noteCategoryId);
              const chipColour = category?.color ?? '#607d8b';
              return (
                <li key={note.jobHistoryId} className={styles.note}>
                  <div className={styles.noteMeta}>
                    <span className={styles.chip} style={{ background: chipColour, color: textOn(chipColour) }}>
                      {category?.description ?? t('history.system')}
                    </span>
                    <span>{dateTimeText(note.createDate, timeZone)}</span>
                    {note.userName && <span>{note.userName}</span>}
                  </div>
                  <p className={styles.noteText}>{noteText(note)}</p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {adding && (
        <AddNoteDialog
          jobAdminId={jobAdminId}
          categories={options}
          canAddCategory={rights.addNoteCategory}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}

function Timeline({ folder, departments }: { folder: JobFolderView; departments: readonly Department[] }) {
  const { t } = useTranslation('jobs');
  const stays = [...folder.departmentCycle].sort((a, b) => Date.parse(b.dateTimeIn) - Date.parse(a.dateTimeIn));
  const [now] = useState(() => Date.now());
  const timeZone = useLocationSettings().data?.timeZone;
  return (
    <ol className={styles.timeline} aria-label={t('history.departmentTimeline')}>
      {stays.map((stay) => {
        const department = departments.find((d) => d.departmentId === stay.departmentId);
        const hours = stay.cycleTime ?? Math.max(0, (now - Date.parse(stay.dateTimeIn)) / 3_600_000);
        return (
          <li key={stay.departmentCycleId} className={styles.timelineItem}>
            <span className={styles.timelineDot} style={{ background: department?.displayColor ?? unknownColor }} />
            <div className={styles.timelineName}>{department?.name ?? stay.departmentShortName}</div>
            <div className={styles.timelineTimes}>
              {t('history.in', { date: dateTimeText(stay.dateTimeIn, timeZone) })}
              {' · '}
              {stay.dateTimeOut
                ? t('history.out', { date: dateTimeText(stay.dateTimeOut, timeZone) })
                : t('history.current')}
            </div>
            <div className={styles.timelineTimes}>{durationText(hours)}</div>
          </li>
        );
      })}
    </ol>
  );
}

/** Every entry of the job's six dates, latest first: what it changed, when, by whom and how far from the date. */
function DateEntries({ jobAdminId }: { jobAdminId: string }) {
  const { t } = useTranslation('jobs');
  const entries = useDateEntries(jobAdminId);
  const timeZone = useLocationSettings().data?.timeZone;
  if (entries.isPending) return <Loading />;
  if (entries.error)
    return (
      <p className={styles.empty} role="alert">
        {entries.error.message}
      </p>
    );
  if (entries.data.length === 0) return <p className={styles.empty}>{t('dateEntry.noEntries')}</p>;
  return (
    <ul aria-label={t('dateEntry.title')} className={styles.plainList}>
      {[...entries.data].reverse().map((entry) => (
        <li key={`${entry.enteredAt}:${entry.field}`} className={styles.note}>
          <p className={styles.noteText}>
            {changeText(t, entry)}
            {entry.backDated && ` (${t('dateEntry.backDated')})`}
          </p>
          <div className={styles.noteMeta}>{enteredText(t, entry, timeZone)}</div>
        </li>
      ))}
    </ul>
  );
}
