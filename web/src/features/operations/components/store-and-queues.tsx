import type { OperationsSnapshot, QueueOperations } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import * as styles from './operations.css.ts';
import { useDuration } from './use-duration.ts';

/** The event store: where its head is, how many events it holds and how fast they come. */
export function EventStoreSection({ eventStore }: { eventStore: OperationsSnapshot['eventStore'] }) {
  const { t } = useTranslation('operations');
  const duration = useDuration();
  const { head, events, eventsAtLeast, appendRate } = eventStore;
  const counted = events === null ? '' : formatNumber(events);
  return (
    <section className={styles.section} aria-labelledby="operations-store">
      <h2 id="operations-store" className={styles.sectionTitle}>
        {t('eventStore.title')}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('eventStore.head')}</dt>
        <dd className={styles.factValue}>{formatNumber(head)}</dd>
        <dt className={styles.factName}>{t('eventStore.events')}</dt>
        <dd className={styles.factValue}>
          {eventsAtLeast ? t('eventStore.eventsAtLeast', { value: counted }) : counted}
        </dd>
        <dt className={styles.factName}>{t('eventStore.appendRate')}</dt>
        <dd className={styles.factValue}>
          {appendRate
            ? t('eventStore.perMinute', {
                value: formatNumber(appendRate.perMinute),
                duration: duration(appendRate.overMs),
              })
            : t('eventStore.measuring')}
        </dd>
      </dl>
    </section>
  );
}

/** Each job queue's jobs by where they are: waiting, running, failed and to be tried again, failed for good. */
export function QueuesSection({ queues }: { queues: readonly QueueOperations[] }) {
  const { t } = useTranslation('operations');
  const nameOf = (queue: string) => t(`queues.names.${queue}` as 'queues.names.notify', { defaultValue: queue });
  return (
    <section className={styles.section} aria-labelledby="operations-queues">
      <h2 id="operations-queues" className={styles.sectionTitle}>
        {t('queues.title')}
      </h2>
      {queues.length === 0 ? (
        <p className={styles.empty}>{t('queues.none')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.headerCell}>{t('queues.name')}</th>
                <th className={styles.headerCell}>{t('queues.waiting')}</th>
                <th className={styles.headerCell}>{t('queues.active')}</th>
                <th className={styles.headerCell}>{t('queues.failed')}</th>
                <th className={styles.headerCell}>{t('queues.deadLetter')}</th>
              </tr>
            </thead>
            <tbody>
              {queues.map((queue) => (
                <tr key={queue.name} aria-label={nameOf(queue.name)}>
                  <th scope="row" className={styles.nameCell}>
                    {nameOf(queue.name)}
                  </th>
                  <td className={styles.numberCell}>{formatNumber(queue.waiting)}</td>
                  <td className={styles.numberCell}>{formatNumber(queue.active)}</td>
                  <td className={styles.numberCell}>{formatNumber(queue.failed)}</td>
                  <td className={styles.numberCell}>{formatNumber(queue.deadLetter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
