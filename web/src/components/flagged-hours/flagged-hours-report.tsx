import type { AssigneeLaborFlags } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { Button } from '../button.tsx';
import { Loading } from '../loading.tsx';
import { MultiSelect } from '../multi-select.tsx';
import * as styles from './flagged-hours.css.ts';
import { assigneeName, type DayRange, flaggedHoursLines, printFlaggedHours } from './flagged-hours.ts';

/** The key an assignee is chosen by: the Unassigned row has no contactId. */
const keyOf = (assignee: AssigneeLaborFlags) => assignee.contactId ?? 'unassigned';

function FlaggedHoursTable({ assignee }: { assignee: AssigneeLaborFlags }) {
  const { t } = useTranslation('common', { keyPrefix: 'flaggedHours' });
  const name = assigneeName(assignee);
  return (
    <section aria-label={name}>
      <h3 className={styles.assigneeName}>{name}</h3>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.headerCell}>{t('date')}</th>
              <th className={styles.headerCell}>{t('job')}</th>
              <th className={styles.headerCell}>{t('department')}</th>
              <th className={styles.headerCell}>{t('flaggedHours')}</th>
            </tr>
          </thead>
          <tbody>
            {flaggedHoursLines(assignee).map((line) => (
              <tr key={line.key}>
                <td className={styles.cell}>{line.date}</td>
                <td className={styles.cell}>{line.job}</td>
                <td className={styles.cell}>{line.department}</td>
                <td className={styles.hoursCell}>{line.flaggedHours}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td className={styles.totalCell} colSpan={3}>
                {t('total')}
              </td>
              <td className={styles.totalHours}>{t('hours', { value: formatNumber(assignee.totalFlagged, 2) })}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

export interface FlaggedHoursReportProps {
  /** The assignees with flagged hours in the range, as GET Leaderboard/GetLaborFlagsByAssignee lists them. */
  assignees: readonly AssigneeLaborFlags[] | undefined;
  range: DayRange | undefined;
  /** While the range's hours are read: the tables' place says so, the choice of assignees is kept. */
  isLoading?: boolean;
}

/**
 * The Flagged Hours Report (spec 3 sections 2.8 and 2.10), on the Reports screen and in the leaderboard's report
 * view: 'Assignees to Print' with Select All / Deselect All, a table per chosen assignee, and printing them.
 */
export function FlaggedHoursReport({ assignees = [], range, isLoading = false }: FlaggedHoursReportProps) {
  const { t } = useTranslation('common', { keyPrefix: 'flaggedHours' });
  const [chosen, setChosen] = useState<string[] | undefined>(undefined);
  // Every assignee is chosen until the user chooses (and again after Select All, whatever the range); a choice
  // keeps only those still listed in the range.
  const listed = assignees.map(keyOf);
  const selected = chosen === undefined ? listed : chosen.filter((key) => listed.includes(key));
  const shown = assignees.filter((a) => selected.includes(keyOf(a)));
  const [printError, setPrintError] = useState('');
  const print = () => {
    if (!range) return;
    setPrintError('');
    printFlaggedHours(shown, range).catch((error: unknown) =>
      setPrintError(error instanceof Error ? error.message : String(error)),
    );
  };
  return (
    <>
      <div className={styles.controls}>
        <MultiSelect
          className={styles.picker}
          label={t('assignees')}
          options={assignees.map((a) => ({ id: keyOf(a), label: assigneeName(a) }))}
          value={selected}
          onChange={setChosen}
          summary={(labels) => t('summary', { count: labels.length })}
          placeholder={t('placeholder')}
          isDisabled={assignees.length === 0}
        />
        <Button onPress={() => setChosen(undefined)} isDisabled={assignees.length === 0}>
          {t('selectAll')}
        </Button>
        <Button onPress={() => setChosen([])} isDisabled={assignees.length === 0}>
          {t('deselectAll')}
        </Button>
        <Button variant="primary" onPress={print} isDisabled={shown.length === 0 || !range}>
          {t('print')}
        </Button>
      </div>
      {printError && <p className={styles.error}>{printError}</p>}
      {isLoading ? (
        <Loading />
      ) : shown.length === 0 ? (
        <div>
          <p className={styles.empty}>{t('none')}</p>
          <p className={styles.note}>{t('zeroNote')}</p>
        </div>
      ) : (
        <div className={styles.reports}>
          {shown.map((assignee) => (
            <FlaggedHoursTable key={keyOf(assignee)} assignee={assignee} />
          ))}
        </div>
      )}
    </>
  );
}
