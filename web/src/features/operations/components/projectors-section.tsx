import { allProjectors, type ProjectorOperations } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Progress } from '../../../components/progress.tsx';
import { Select } from '../../../components/select.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useCancelRebuild } from '../api/cancel-rebuild.ts';
import { useStartRebuild } from '../api/start-rebuild.ts';
import { type PendingRebuilds, rebuildShare, toneOf } from '../operations.ts';
import * as styles from './operations.css.ts';
import { useDuration } from './use-duration.ts';

/** A running rebuild (or one asked for and not started): its bar, the time left and Cancel. */
function RebuildUnderWay({ projector }: { projector: ProjectorOperations }) {
  const { t } = useTranslation('operations');
  const duration = useDuration();
  const cancel = useCancelRebuild();
  const { rebuild } = projector;
  const left = !rebuild
    ? t('rebuild.requested')
    : rebuild.remainingMs === null
      ? t('rebuild.estimating')
      : t('rebuild.remaining', { duration: duration(rebuild.remainingMs) });
  return (
    <div className={styles.rebuilding}>
      <Progress
        label={t('rebuild.progress', { projector: projector.name })}
        value={rebuild ? rebuildShare(rebuild) : 0}
      />
      <span className={styles.muted}>{left}</span>
      <Button
        aria-label={t('rebuild.cancelOne', { projector: projector.name })}
        isDisabled={cancel.isPending}
        onPress={() => cancel.mutate(projector.name)}
      >
        {t('rebuild.cancel')}
      </Button>
    </div>
  );
}

/** How the last rebuild run here ended, if one did. */
function LastRebuild({ projector }: { projector: ProjectorOperations }) {
  const { t } = useTranslation('operations');
  const duration = useDuration();
  const last = projector.lastRebuild;
  if (!last) return null;
  const at = formatDateTime(new Date(last.finishedAt));
  const text =
    last.outcome === 'completed'
      ? t('rebuild.completed', { at, duration: duration(last.tookMs) })
      : last.outcome === 'cancelled'
        ? t('rebuild.cancelled', { at })
        : t('rebuild.failed', { at, error: last.error ?? '' });
  return <span className={last.outcome === 'failed' ? styles.errorText : styles.muted}>{text}</span>;
}

function Behind({ projector }: { projector: ProjectorOperations }) {
  const { t } = useTranslation('operations');
  const duration = useDuration();
  if (projector.lag === 0) return <>{t('projectors.caughtUp')}</>;
  const time = duration(projector.lagMs);
  return <>{projector.lagAtLeast ? t('projectors.atLeast', { duration: time }) : time}</>;
}

export interface ProjectorsSectionProps {
  projectors: readonly ProjectorOperations[];
  /** Rebuilds asked for here and not seen ending yet. */
  pending: PendingRebuilds;
  /** Pressed Rebuild: shown under way at once, as a rebuild may end before the server's answer is read. */
  onAsked: (names: string[]) => void;
  /** Those of `onAsked` that did not start. */
  onNotStarted: (names: string[]) => void;
}

/**
 * Each projector: where it is, how far behind (events and time), its status and last error, and its rebuild; a
 * rebuild of one or all is asked for above the table.
 */
export function ProjectorsSection({ projectors, pending, onAsked, onNotStarted }: ProjectorsSectionProps) {
  const { t } = useTranslation('operations');
  const [target, setTarget] = useState<string>(allProjectors);
  const start = useStartRebuild();
  const options = [
    { id: allProjectors, label: t('rebuild.all') },
    ...projectors.map((p) => ({ id: p.name, label: p.name })),
  ];
  const ask = () => {
    const names = target === allProjectors ? projectors.map((p) => p.name) : [target];
    onAsked(names);
    start.mutate(target, {
      onSuccess: (answer) => onNotStarted(names.filter((name) => !answer.projectors.includes(name))),
      onError: () => onNotStarted(names),
    });
  };
  return (
    <section className={styles.section} aria-labelledby="operations-projectors">
      <h2 id="operations-projectors" className={styles.sectionTitle}>
        {t('projectors.title')}
      </h2>
      <div className={styles.toolbar}>
        <Select
          className={styles.target}
          label={t('rebuild.target')}
          options={options}
          value={target}
          onChange={setTarget}
        />
        <Button variant="primary" isDisabled={start.isPending} onPress={ask}>
          {t('rebuild.start')}
        </Button>
      </div>
      <p className={styles.note}>{t('rebuild.note')}</p>
      {start.isError && (
        <p className={styles.error} role="alert">
          {t('rebuild.askFailed', { error: start.error.message })}
        </p>
      )}
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.headerCell}>{t('projectors.name')}</th>
              <th className={styles.headerCell}>{t('projectors.status')}</th>
              <th className={styles.headerCell}>{t('projectors.position')}</th>
              <th className={styles.headerCell}>{t('projectors.lag')}</th>
              <th className={styles.headerCell}>{t('projectors.behindFor')}</th>
              <th className={styles.headerCell}>{t('projectors.lastError')}</th>
              <th className={styles.headerCell}>{t('projectors.rebuild')}</th>
            </tr>
          </thead>
          <tbody>
            {projectors.map((projector) => (
              <tr key={projector.name} aria-label={projector.name}>
                <th scope="row" className={styles.nameCell}>
                  {projector.name}
                </th>
                <td className={styles.cell}>
                  <span className={styles.status}>
                    <span className={styles.statusDot[toneOf(projector.status)]} />
                    {t(`status.${projector.status}`)}
                  </span>
                </td>
                <td className={styles.numberCell}>{formatNumber(projector.position)}</td>
                <td className={styles.numberCell}>{t('projectors.lagEvents', { count: projector.lag })}</td>
                <td className={styles.cell}>
                  <Behind projector={projector} />
                </td>
                <td className={styles.cell}>
                  {projector.lastError && <span className={styles.errorText}>{projector.lastError}</span>}
                </td>
                <td className={styles.rebuildCell}>
                  {projector.status === 'rebuilding' || pending.has(projector.name) ? (
                    <RebuildUnderWay projector={projector} />
                  ) : (
                    <LastRebuild projector={projector} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
