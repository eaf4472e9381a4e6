import type { SavedReport } from '@bayline/contracts';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button as AppButton } from '../../../components/button.tsx';
import { ChevronDownIcon, MoreIcon } from '../../../components/icons.tsx';
import * as selectStyles from '../../../components/select.css.ts';
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
    <MenuTrigger>
      <Button className={styles.menuButton} aria-label={t('menu.actions', { name: report.name })}>
        <MoreIcon />
      </Button>
      <Popover className={selectStyles.popover} placement="bottom end">
        <Menu
          className={selectStyles.listBox}
          aria-label={t('menu.actions', { name: report.name })}
          onAction={(key) => onAction(key as ItemAction)}
          disabledKeys={[...(canWrite ? [] : ['edit', 'addFilter', 'delete']), ...(canPng ? [] : ['png'])]}
        >
          <MenuItem id="edit" className={selectStyles.option}>
            {t('menu.edit')}
          </MenuItem>
          {withAddFilter ? (
            <MenuItem id="addFilter" className={selectStyles.option}>
              {t('menu.addFilter')}
            </MenuItem>
          ) : null}
          {/* Export As, flat: a submenu would bring its code into every page's first load. */}
          <MenuItem id="png" className={selectStyles.option}>
            {t('menu.exportPng')}
          </MenuItem>
          <MenuItem id="csv" className={selectStyles.option}>
            {t('menu.exportCsv')}
          </MenuItem>
          <MenuItem id="delete" className={selectStyles.option}>
            {t('menu.delete')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
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
    <MenuTrigger>
      <AppButton isDisabled={reports.length === 0}>
        {t('menu.savedReports')}
        <ChevronDownIcon />
      </AppButton>
      <Popover className={selectStyles.popover} placement="bottom start">
        <Menu
          className={selectStyles.listBox}
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
              <MenuItem
                className={selectStyles.option}
                textValue={report.name}
                aria-label={t('pin.entry', { name: report.name, action })}
              >
                <span className={styles.menuEntry}>
                  <span className={styles.menuName}>{report.name}</span>
                  <span className={report.isPinned ? styles.pinned : styles.unpinned}>{action}</span>
                </span>
              </MenuItem>
            );
          }}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
