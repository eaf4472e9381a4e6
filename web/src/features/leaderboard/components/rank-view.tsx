import type { LeaderboardTotals } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { ChoiceGroup } from '../../../components/choice-group.tsx';
import { assigneeName, type DayRange, rangeText } from '../../../components/flagged-hours/flagged-hours.ts';
import { SettingsIcon } from '../../../components/icons.tsx';
import { Tooltip } from '../../../components/tooltip.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { Popover } from '../../../components/ui/popover.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { type RankBy, rankRows } from '../leaderboard.ts';
import { DeparturesArrivals } from './departures-arrivals.tsx';
import * as styles from './leaderboard.css.ts';
import { RankList } from './rank-list.tsx';

export interface RankOptions {
  showUnassigned: boolean;
  autoCycle: boolean;
  autoScroll: boolean;
}

function Tile({ label, value, tooltip }: { label: string; value: string; tooltip?: string }) {
  return (
    <section className={styles.tile} aria-label={label}>
      {tooltip ? (
        <Tooltip text={tooltip}>
          <PlainButton className={styles.tileLabel}>{label}</PlainButton>
        </Tooltip>
      ) : (
        <span className={styles.plainLabel}>{label}</span>
      )}
      <span className={styles.tileValue}>{value}</span>
    </section>
  );
}

export interface RankViewProps {
  totals: LeaderboardTotals | undefined;
  range: DayRange;
  rankBy: RankBy;
  onRankBy: (by: RankBy) => void;
  options: RankOptions;
  onOptions: (options: RankOptions) => void;
}

/** The rank view (spec 3 section 2.10): the range's tiles, Rank By, the options, the two rankings, and the range's Departures and Arrivals. */
export function RankView({ totals, range, rankBy, onRankBy, options, onOptions }: RankViewProps) {
  const { t } = useTranslation('leaderboard');
  const hours = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value, 2));
  const efficiency = totals?.efficiency.efficiency;
  const named = (entries: LeaderboardTotals['assignees']) =>
    entries.map((e) => ({ ...e, name: assigneeName({ contactId: e.id, name: e.name }) }));
  const option = (key: keyof RankOptions, label: string) => (
    <Checkbox label={label} isSelected={options[key]} onChange={(on) => onOptions({ ...options, [key]: on })} />
  );
  return (
    <>
      <div className={styles.tiles}>
        <Tile label={t('tiles.flagged')} value={hours(totals?.flaggedLaborTotal)} />
        <Tile label={t('tiles.ready')} value={hours(totals?.readyLaborTotal)} tooltip={t('tiles.readyTooltip')} />
        <Tile label={t('tiles.delivered')} value={hours(totals?.deliveredLaborTotal)} />
        <Tile
          label={t('tiles.efficiency')}
          value={
            efficiency === null || efficiency === undefined
              ? '–'
              : t('row.percent', { value: formatNumber(efficiency, 2) })
          }
        />
      </div>
      <div className={styles.controls}>
        <span className={styles.controlLabel}>{t('rankBy.label')}</span>
        <ChoiceGroup
          label={t('rankBy.label')}
          options={[
            { id: 'hours', label: t('rankBy.hours') },
            { id: 'efficiency', label: t('rankBy.efficiency') },
          ]}
          value={rankBy}
          onChange={onRankBy}
        />
        <Popover
          trigger={
            <Button>
              <SettingsIcon /> {t('options.button')}
            </Button>
          }
          label={t('options.button')}
          className={styles.optionsPanel}
        >
          {option('showUnassigned', t('options.showUnassigned'))}
          {option('autoCycle', t('options.autoCycle'))}
          {option('autoScroll', t('options.autoScroll'))}
        </Popover>
      </div>
      <div className={styles.heading}>
        <h2 className={styles.headingTitle}>{rankBy === 'hours' ? t('heading.hours') : t('heading.efficiency')}</h2>
        <p className={styles.muted}>{rangeText(range)}</p>
      </div>
      <div className={styles.lists}>
        <RankList
          title={t('lists.assignees')}
          rows={rankRows(named(totals?.assignees ?? []), rankBy, options.showUnassigned)}
          by={rankBy}
          autoScroll={options.autoScroll}
        />
        <RankList
          title={t('lists.departments')}
          rows={rankRows(totals?.departments ?? [], rankBy, true)}
          by={rankBy}
          autoScroll={options.autoScroll}
        />
      </div>
      <DeparturesArrivals range={range} />
    </>
  );
}
