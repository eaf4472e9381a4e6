import type { SavedReport } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { Button as AppButton } from '../../../components/button.tsx';
import { ChevronDownIcon, MoreIcon } from '../../../components/icons.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import * as styles from './reports.css.ts';

type ItemAction = 'edit' | 'addFilter' | 'png' | 'csv' | 'delete';

export interface ReportItemMenuProps {
  report: SavedReport;
  /** Edit, Add Filter and Delete need the dash write right. */
  canWrite: boolean;
  /** PNG only for what draws as a chart (spec 3 section 2.8). */
  canPng: boolean;
  onAction: (action: ItemAction) => void;
  /** The dashboard's chart menu also offers Add Filter. */
  withAddFilter?: boolean;
}

/** The report item menu: Edit, (Add Filter,) Export As PNG or CSV, Delete (spec 3 sections 2.8 and 2.9). */
export function ReportItemMenu({ report, canWrite, canPng, onAction, withAddFilter }: ReportItemMenuProps) {
  const { t } = useTranslation('reports');
  return (
    <Menu
      trigger={
        <PlainButton className={styles.menuButton} aria-label={t('menu.actions', { name: report.name })}>
          <MoreIcon />
        </PlainButton>
      }
      placement="bottom end"
      aria-label={t('menu.actions', { name: report.name })}
      onAction={(key) => onAction(key as ItemAction)}
      disabledKeys={[...(canWrite ? [] : ['edit', 'addFilter', 'delete']), ...(canPng ? [] : ['png'])]}
    >
      <MenuItem id="edit">{t('menu.edit')}</MenuItem>
      {withAddFilter ? <MenuItem id="addFilter">{t('menu.addFilter')}</MenuItem> : null}
      {/* Export As, flat: a submenu would bring its code into every page's first load. */}
      <MenuItem id="png">{t('menu.exportPng')}</MenuItem>
      <MenuItem id="csv">{t('menu.exportCsv')}</MenuItem>
      <MenuItem id="delete">{t('menu.delete')}</MenuItem>
    </Menu>
  );
}

/** The saved reports menu: every report with its pin, pinned to or removed from the dashboard (spec 3 section 2.8). */
export function SavedReportsMenu({
  reports,
  canWrite,
  onTogglePin,
}: {
  reports: readonly SavedReport[];
  canWrite: boolean;
  onTogglePin: (report: SavedReport) => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <Menu
      trigger={
        <AppButton isDisabled={reports.length === 0}>
          {t('menu.savedReports')}
          <ChevronDownIcon />
        </AppButton>
      }
      aria-label={t('menu.savedReports')}
      items={reports.map((r) => ({ id: r.reportOptionId, report: r }))}
      disabledKeys={canWrite ? [] : reports.map((r) => r.reportOptionId)}
      onAction={(key) => {
        const report = reports.find((r) => r.reportOptionId === key);
        if (report) onTogglePin(report);
      }}
    >
      {({ report }) => {
        const action = t(report.isPinned ? 'pin.remove' : 'pin.add');
        return (
          <MenuItem textValue={report.name} aria-label={t('pin.entry', { name: report.name, action })}>
            <span className={styles.menuEntry}>
              <span className={styles.menuName}>{report.name}</span>
              <span className={report.isPinned ? styles.pinned : styles.unpinned}>{action}</span>
            </span>
          </MenuItem>
        );
      }}
    </Menu>
  );
}
