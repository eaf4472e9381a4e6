import { useTranslation } from 'react-i18next';
import { Meter, MeterGroup } from '../../../components/ui/meter.tsx';
import { useLocationMetrics } from '../api/location-metrics.ts';
import { type CapacityIndicator, capacityIndicators } from '../top-bar.ts';
import * as styles from './top-bar.css.ts';

const barWidth = (percent: number) => `${Math.min(100, percent)}%`;

/** WIP or inventory against its maximum: the count, a bar coloured by level, the percentage in its text. */
function LimitMeter({ indicator }: { indicator: CapacityIndicator }) {
  const { t } = useTranslation('shell');
  const { value, total, percent, level } = indicator;
  const label = t(`capacity.${indicator.key as 'wip' | 'inventory'}`);
  return (
    <Meter
      className={styles.meter}
      aria-label={label}
      value={Math.min(100, percent)}
      valueLabel={t('capacity.valueOfTotal', { value, total, percent })}
    >
      <span className={styles.meterLabel}>{label}</span>
      <span className={styles.meterValue} title={`${percent}%`}>
        {value}/{total}
      </span>
      <span className={styles.track}>
        <span className={styles.fill[level]} data-level={level} style={{ width: barWidth(percent) }} />
      </span>
    </Meter>
  );
}

/** Where the inventory stands: one bar split into pre-production, production and post-production. */
function FlowMeter({ flow }: { flow: CapacityIndicator[] }) {
  const { t } = useTranslation('shell');
  const label = (part: CapacityIndicator) =>
    t(`capacity.${part.key as 'preProduction' | 'production' | 'postProduction'}`);
  return (
    <MeterGroup className={styles.meter} aria-label={t('capacity.flow')}>
      <span className={`${styles.meterLabel} ${styles.flowLegend}`}>{t('capacity.flow')}</span>
      <span
        className={`${styles.meterValue} ${styles.flowLegend}`}
        title={flow.map((part) => `${label(part)} ${part.value} (${part.percent}%)`).join(' · ')}
      >
        {flow.map((part) => part.value).join(' · ')}
      </span>
      <span className={styles.track}>
        {flow.map((part) => (
          <Meter
            key={part.key}
            className={styles.flowPart[part.key as keyof typeof styles.flowPart]}
            style={{ width: barWidth(part.percent) }}
            aria-label={label(part)}
            value={part.percent}
            valueLabel={`${part.value} (${part.percent}%)`}
          />
        ))}
      </span>
    </MeterGroup>
  );
}

/** The top bar's capacity indicators (spec 3 section 2.4), kept live by the hub. */
export function CapacityIndicators() {
  const { t } = useTranslation('shell');
  const metrics = useLocationMetrics();
  if (!metrics.data) return null;
  const { limits, flow } = capacityIndicators(metrics.data);
  return (
    <MeterGroup className={styles.indicators} aria-label={t('capacity.label')}>
      {limits.map((indicator) => (
        <LimitMeter key={indicator.key} indicator={indicator} />
      ))}
      <FlowMeter flow={flow} />
    </MeterGroup>
  );
}
