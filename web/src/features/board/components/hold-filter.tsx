import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select.tsx';
import { useOpenJobs } from '../../../lib/board-cache.ts';
import { type HoldFilter, heldReasons, holdFilterOfReason } from '../board.ts';

interface HoldFilterSelectProps {
  value: HoldFilter;
  onChange: (filter: HoldFilter) => void;
  className?: string;
}

/** The board's filter on holds: every job, the held ones, the others, or those held for one of the reasons used. */
export function HoldFilterSelect({ value, onChange, className }: HoldFilterSelectProps) {
  const { t } = useTranslation('board');
  const jobs = useOpenJobs();
  const reasons = heldReasons(jobs.data ?? []);
  const options = [
    { id: 'all', label: t('holdFilter.all') },
    { id: 'held', label: t('holdFilter.held') },
    { id: 'notHeld', label: t('holdFilter.notHeld') },
    ...reasons.map((r) => ({ id: holdFilterOfReason(r.delayId), label: t('holdFilter.reason', { reason: r.reason }) })),
  ];
  // A reason no job is held for any more leaves the filter showing every job.
  const shown = options.some((o) => o.id === value) ? value : 'all';
  return (
    <Select
      label={t('holdFilter.label')}
      hideLabel
      className={className}
      options={options}
      value={shown}
      onChange={(id) => onChange(id as HoldFilter)}
    />
  );
}
