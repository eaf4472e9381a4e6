import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobNeed } from '../../../components/job-form/job-needs.ts';
import * as styles from './no-board-access.css.ts';

/** Where each thing a job needs is set up. */
const setupPaths: Record<JobNeed, string> = {
  departments: '/settings/productiondepts/info',
  jobClasses: '/settings/scheduling/jobclass',
};

/**
 * The board of a location not set up yet: what it lacks and, to a user who may set it up, links to those screens;
 * to others, whom to ask. A blank board would say nothing.
 */
export function SetupHint({
  locationName,
  missing,
  canSetUp,
}: {
  locationName: string;
  missing: readonly JobNeed[];
  canSetUp: boolean;
}) {
  const { t } = useTranslation('board');
  return (
    <section aria-labelledby="setup-hint" className={styles.page}>
      <h2 id="setup-hint" className={styles.title}>
        {t('setup.title', { location: locationName })}
      </h2>
      <p>{t('setup.why')}</p>
      {canSetUp ? (
        <ul>
          {missing.map((need) => (
            <li key={need}>
              <Link className={styles.link} to={setupPaths[need]}>
                {t(`setup.${need}`)}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('setup.ask', { location: locationName })}</p>
      )}
    </section>
  );
}
