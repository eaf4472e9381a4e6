import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { Select } from '../../../components/select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useSavedReports } from '../api/get-saved-reports.ts';
import { CycleTimeView } from './cycle-time-view.tsx';
import { DateEntryView } from './date-entry-view.tsx';
import { FlaggedHoursView } from './flagged-hours-view.tsx';
import { SavedReportsMenu } from './report-menus.tsx';
import * as styles from './reports.css.ts';
import { SavedReportView } from './saved-report-view.tsx';
import { Skeleton } from './skeleton.tsx';
import { useReportActions } from './use-report-actions.tsx';
import { WhereJobsWaitView } from './where-jobs-wait-view.tsx';

/**
 * /reports (spec 3 section 2.8): the saved reports in a dropdown (the first chosen at first), Add Report, the
 * saved reports menu with their pins, and the chosen report's card; beside them the Flagged Hours Report, the
 * cycle time, Where Jobs Wait and Date Entry, each a tab of its own.
 */
export function ReportsScreen() {
  const { t } = useTranslation('reports');
  const saved = useSavedReports();
  const reports = saved.data ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const actions = useReportActions('report', { onSaved: (report) => setChosenId(report.reportOptionId) });
  const chosen = reports.find((r) => r.reportOptionId === chosenId) ?? reports[0];

  return (
    <section className={styles.page} aria-labelledby="reports-title">
      <header className={styles.header}>
        <h1 id="reports-title" className={styles.title}>
          {t('title')}
        </h1>
      </header>
      <Tabs className={styles.tabs}>
        <TabList aria-label={t('title')}>
          <Tab id="saved">{t('cycle.savedTab')}</Tab>
          <Tab id="flagged">{t('flagged.tab')}</Tab>
          <Tab id="cycle">{t('cycle.tab')}</Tab>
          <Tab id="waiting">{t('waiting.tab')}</Tab>
          <Tab id="dateEntry">{t('dateEntry.tab')}</Tab>
        </TabList>
        <TabPanel id="saved" className={styles.tabPanel}>
          <div className={styles.toolbar}>
            <div className={styles.picker} data-testid="report-picker">
              <Select
                label={t('savedReport')}
                options={reports.map((r) => ({ id: r.reportOptionId, label: r.name }))}
                value={chosen?.reportOptionId ?? null}
                onChange={setChosenId}
                placeholder={saved.isPending ? t('filters.loading') : t('noReports')}
                isDisabled={reports.length === 0}
              />
            </div>
            <Button variant="primary" onPress={actions.add} isDisabled={!actions.canWrite}>
              <PlusIcon />
              {t('dialog.add.report')}
            </Button>
            <SavedReportsMenu
              reports={reports}
              canWrite={actions.canWrite}
              onTogglePin={(report) => actions.togglePin(report, reports)}
            />
          </div>
          {saved.isPending ? (
            <Skeleton lines={8} />
          ) : saved.isError ? (
            <p className={styles.error} role="alert">
              {t('loadFailed', { reason: saved.error.message })}
            </p>
          ) : chosen ? (
            <SavedReportView
              key={chosen.reportOptionId}
              report={chosen}
              canWrite={actions.canWrite}
              onEdit={() => actions.edit(chosen)}
              onDelete={() => actions.askDelete(chosen)}
            />
          ) : (
            <p className={styles.empty}>{t('noReportsYet')}</p>
          )}
        </TabPanel>
        <TabPanel id="flagged" className={styles.tabPanel}>
          <FlaggedHoursView />
        </TabPanel>
        <TabPanel id="cycle" className={styles.tabPanel}>
          <CycleTimeView />
        </TabPanel>
        <TabPanel id="waiting" className={styles.tabPanel}>
          <WhereJobsWaitView />
        </TabPanel>
        <TabPanel id="dateEntry" className={styles.tabPanel}>
          <DateEntryView />
        </TabPanel>
      </Tabs>
      {actions.dialogs}
    </section>
  );
}
