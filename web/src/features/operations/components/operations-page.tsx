import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import * as shared from '../../../styles/shared.css.ts';
import { useOperations } from '../api/get-operations.ts';
import { useOperationsLog } from '../api/get-operations-log.ts';
import { useParkedEvents } from '../api/get-parked-events.ts';
import { askedRebuilds, type PendingRebuilds, unfinishedRebuilds, withoutRebuilds } from '../operations.ts';
import * as styles from './operations.css.ts';
import { OperationsLogSection } from './operations-log-section.tsx';
import { OperationsNav } from './operations-nav.tsx';
import { ParkedSection } from './parked-section.tsx';
import { ProjectorsSection } from './projectors-section.tsx';
import { EventStoreSection, QueuesSection } from './store-and-queues.tsx';

/**
 * /operations, for owners and support: each projector's position, lag, status and rebuild, the event store and the
 * job queues, the parked events with retry and skip, and the operations log; read again every few seconds.
 */
export function OperationsPage() {
  const { t } = useTranslation('operations');
  const [asked, setAsked] = useState<PendingRebuilds>(new Map());
  const snapshot = useOperations(asked);
  const parked = useParkedEvents();
  const log = useOperationsLog();
  const projectors = snapshot.data?.projectors ?? [];
  const pending = unfinishedRebuilds(asked, projectors);
  const failed = snapshot.error ?? parked.error ?? log.error;
  const refused = failed instanceof ApiError && failed.status === 403;
  return (
    <section className={shared.scrollingPage} aria-labelledby="operations-title">
      <OperationsNav />
      <div className={shared.pageToolbar}>
        <h1 id="operations-title" className={shared.pageTitle}>
          {t('title')}
        </h1>
        {snapshot.data && (
          <span className={styles.refreshed}>{t('refreshed', { at: formatDateTime(new Date(snapshot.data.at)) })}</span>
        )}
      </div>
      {failed && (
        <p className={styles.error} role="alert">
          {refused ? t('noAccess') : t('loadFailed')}
        </p>
      )}
      {snapshot.isPending && !failed && <Loading />}
      {snapshot.data && (
        <>
          <ProjectorsSection
            projectors={projectors}
            pending={pending}
            onAsked={(names) => setAsked(askedRebuilds(pending, names, projectors))}
            onNotStarted={(names) => setAsked((now) => withoutRebuilds(now, names))}
          />
          <div className={styles.columns}>
            <EventStoreSection eventStore={snapshot.data.eventStore} />
            <QueuesSection queues={snapshot.data.queues} />
          </div>
        </>
      )}
      {parked.data && <ParkedSection parked={parked.data} />}
      {log.data && <OperationsLogSection entries={log.data} />}
    </section>
  );
}
