import type { JobAtMoment } from '@bayline/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerFields } from '../../../components/job-form/customer-fields.tsx';
import { JobDataFields } from '../../../components/job-form/job-data-fields.tsx';
import * as formStyles from '../../../components/job-form/job-form.css.ts';
import { valuesFromJob } from '../../../components/job-form/job-form.ts';
import { useJobForm } from '../../../components/job-form/use-job-form.ts';
import * as tableStyles from '../../../components/table.css.ts';
import { formatDateTime } from '../../../lib/format.ts';
import * as shared from '../../../styles/shared.css.ts';
import { valueText } from '../history.ts';
import * as styles from './audit.css.ts';

/** Nothing to check: the form only shows. */
const shows = () => ({ errors: {} });
const nothing = () => {};

/**
 * The job's folder at a moment, read only: the job form's own fields (disabled), then its place, badges, tasks,
 * assignments and notes, every name as the location's settings had it then. Made of the shared job form and table
 * primitives (the folder dialog edits a live job; this one only shows).
 */
export function ReadOnlyFolder({ moment, timeZone }: { moment: JobAtMoment; timeZone: string }) {
  const { t } = useTranslation(['audit', 'jobs']);
  const { folder } = moment;
  // Keyed by moment: the form starts from this moment's values and is never changed.
  const form = useJobForm(valuesFromJob(folder.fields), moment.jobClasses, shows);
  const place = folder.subdepartmentName
    ? `${folder.departmentName} (${folder.subdepartmentName})`
    : folder.departmentName;
  return (
    <div className={styles.section}>
      <dl className={styles.facts}>
        <Fact term={t('moment.place')}>{place}</Fact>
        <Fact term={t('moment.state')}>{valueText('roState', folder.roState, t)}</Fact>
        <Fact term={t('moment.priority')}>{valueText('priority', folder.priority, t)}</Fact>
      </dl>
      <h3 className={formStyles.sectionTitle}>{t('jobs:tabs.customer')}</h3>
      <CustomerFields form={form} isDisabled />
      <h3 className={formStyles.sectionTitle}>{t('jobs:tabs.jobData')}</h3>
      <JobDataFields
        form={form}
        today=""
        groups={moment.groups}
        jobClasses={moment.jobClasses}
        canAddGroup={false}
        onAddGroup={nothing}
        onJobClassChange={nothing}
        onScheduledInLeft={nothing}
        creating={false}
        isDisabled
      />
      <h3 className={formStyles.sectionTitle}>{t('jobs:badges.title')}</h3>
      {folder.badges.length === 0 ? (
        <p className={shared.emptyMessage}>{t('moment.none')}</p>
      ) : (
        <ul className={styles.chips}>
          {folder.badges.map((b) => (
            <li key={b.badgeId} className={styles.chip}>
              {t('jobs:badges.stateOf', { badge: b.name, state: b.state })}
            </li>
          ))}
        </ul>
      )}
      <h3 className={formStyles.sectionTitle}>{t('categories.tasks')}</h3>
      <Table
        empty={folder.tasks.length === 0}
        heads={[t('jobs:tasks.task'), t('jobs:tasks.completedBy'), t('jobs:tasks.completedDepartment')]}
        label={t('categories.tasks')}
      >
        {folder.tasks.map((task) => (
          <tr key={task.jobTodoId}>
            <td className={tableStyles.cell}>{task.description}</td>
            <td className={tableStyles.cell}>
              {task.isCompleted
                ? [task.completedBy, task.completedOn && formatDateTime(new Date(task.completedOn), timeZone)]
                    .filter(Boolean)
                    .join(' · ')
                : t('values.notDone')}
            </td>
            <td className={tableStyles.cell}>{task.departmentName}</td>
          </tr>
        ))}
      </Table>
      <h3 className={formStyles.sectionTitle}>{t('categories.assignments')}</h3>
      <Table
        empty={folder.assignments.length === 0}
        heads={[t('jobs:assignments.departments'), t('jobs:assignments.assignee')]}
        label={t('categories.assignments')}
      >
        {folder.assignments.map((a) => (
          <tr key={a.jobAssignmentId}>
            <td className={tableStyles.cell}>{a.departmentName}</td>
            <td className={tableStyles.cell}>{a.name}</td>
          </tr>
        ))}
      </Table>
      <h3 className={formStyles.sectionTitle}>{t('jobs:history.notes')}</h3>
      {folder.notes.length === 0 ? (
        <p className={shared.emptyMessage}>{t('moment.none')}</p>
      ) : (
        <ul className={styles.entries}>
          {folder.notes.map((note) => (
            <li key={note.jobHistoryId} className={styles.entry}>
              <p className={styles.note}>{note.notes}</p>
              <span className={styles.when}>
                {[note.category, note.userName, formatDateTime(new Date(note.createDate), timeZone)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

function Table({
  heads,
  label,
  empty,
  children,
}: {
  heads: string[];
  label: string;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('audit');
  if (empty) return <p className={shared.emptyMessage}>{t('moment.none')}</p>;
  return (
    <div className={tableStyles.scroller}>
      <table className={tableStyles.table} aria-label={label}>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} className={tableStyles.headerCell}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
