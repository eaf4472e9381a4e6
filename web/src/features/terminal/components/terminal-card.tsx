import { formatPhone, type TerminalJob } from '@bayline/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { PromiseSummary } from '../../../components/promise/promise-summary.tsx';
import { formatDay, formatMoney, formatNumber, jobLabel } from '../../../lib/format.ts';
import { defaultClassColor } from '../../../styles/colors.ts';
import { cardStatus, type TerminalPanel } from '../terminal.ts';
import * as styles from './terminal.css.ts';

export interface TerminalCardProps {
  job: TerminalJob;
  panel: TerminalPanel;
  /** The job's badge chips (the badges feature draws them; the page composes it in). */
  renderBadges: (job: TerminalJob) => ReactNode;
}

/**
 * A job of the terminal (spec 3 section 2.11): hat or number, class, hours, total, customer and phone, Arrived On
 * or Delivered On ('N/A' before), an open job's promise date, badges, department, and a check: arrived or
 * delivered, or not yet.
 */
export function TerminalCard({ job, panel, renderBadges }: TerminalCardProps) {
  const { t } = useTranslation('terminal');
  const { date, done } = cardStatus(job, panel);
  const status =
    panel === 'arrivals' ? (done ? t('arrived') : t('notArrived')) : done ? t('delivered') : t('notDelivered');
  const label = jobLabel(job);
  const timeZone = useLocationSettings().data?.timeZone;
  return (
    <li
      className={styles.card}
      style={{ borderTopColor: job.jobClass.displayColor || defaultClassColor }}
      aria-label={t('job', { label })}
      data-status={done ? 'done' : 'pending'}
    >
      <div className={styles.details}>
        <div className={styles.line}>
          <span className={styles.label}>{label}</span>
          <span className={styles.strong}>{job.jobClass.name}</span>
          <span>
            {job.refinish > 0
              ? t('hoursWithRefinish', { hours: formatNumber(job.hours, 1), refinish: formatNumber(job.refinish, 1) })
              : t('hours', { hours: formatNumber(job.hours, 1) })}
          </span>
          <span>{formatMoney(job.subTotal)}</span>
        </div>
        <div className={styles.line}>
          <span className={styles.strong}>{job.clientName}</span>
          <span>{formatPhone(job.clientCellular)}</span>
        </div>
        <div className={styles.line}>
          <span>
            <span className={styles.muted}>{panel === 'arrivals' ? t('arrivedOn') : t('deliveredOn')} </span>
            {date ? formatDay(date) : t('notAvailable')}
          </span>
          <span>
            <span className={styles.muted}>{t('department')} </span>
            {job.departmentName}
          </span>
        </div>
        {job.promise && timeZone && (
          <div className={styles.line}>
            <PromiseSummary at={{ promise: job.promise, timeZone }} testId={`terminal-promise-${job.jobAdminId}`} />
          </div>
        )}
        {job.badges.length > 0 && <div className={styles.badges}>{renderBadges(job)}</div>}
      </div>
      <span className={done ? styles.check.done : styles.check.notDone} role="img" aria-label={status} title={status}>
        <CheckIcon width={28} height={28} />
      </span>
    </li>
  );
}
