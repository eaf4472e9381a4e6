import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { type Moment, useJobMoment } from '../api/get-job-moment.ts';
import { atText, endOfMinute, wallMinute } from '../history.ts';
import * as styles from './audit.css.ts';
import { ReadOnlyFolder } from './read-only-folder.tsx';

interface JobAtMomentViewProps {
  jobAdminId: string;
  timeZone: string;
  moment: Moment;
  onMoment: (moment: Moment) => void;
}

const wallMinutePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * Time travel: a date and time on the location's clock (or a change picked in the history) and the job's folder as
 * it stood then, read only; the previous and next change step through the job's history.
 */
export function JobAtMomentView({ jobAdminId, timeZone, moment, onMoment }: JobAtMomentViewProps) {
  const { t } = useTranslation('audit');
  const shown = useJobMoment(jobAdminId, moment);
  // What the user typed, until a step shows another moment: the field then follows the moment shown.
  const [typed, setTyped] = useState<string>();
  const data = shown.data;
  const step = (position: number | null) => {
    if (position === null) return;
    setTyped(undefined);
    onMoment({ position });
  };
  const refused = shown.error instanceof ApiError ? shown.error : undefined;
  return (
    <>
      <div className={styles.toolbar}>
        <TextField
          label={t('moment.when')}
          type="datetime-local"
          value={typed ?? (data ? wallMinute(data.at, timeZone) : '')}
          onChange={(value) => {
            setTyped(value);
            if (wallMinutePattern.test(value)) onMoment({ at: endOfMinute(value, timeZone, new Date()) });
          }}
        />
        <Button onPress={() => step(data?.previous ?? null)} isDisabled={!data || data.previous === null}>
          {t('moment.previous')}
        </Button>
        <Button onPress={() => step(data?.next ?? null)} isDisabled={!data || data.next === null}>
          {t('moment.next')}
        </Button>
      </div>
      {shown.isError ? (
        <p className={styles.error} role="alert">
          {[shown.error.message, refused?.detail].filter(Boolean).join(' ')}
        </p>
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <p className={styles.caption}>
            {t('moment.shown', { at: atText(data.at, timeZone), actor: data.actor.name || t('values.unknownUser') })}
          </p>
          <ReadOnlyFolder key={data.position} moment={data} timeZone={timeZone} />
        </>
      )}
    </>
  );
}
