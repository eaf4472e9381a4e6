import type { JobHold } from '@bayline/contracts';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { heldForLabel } from '../../lib/held-for.ts';
import { useNow } from '../../lib/use-now.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { useLocationSettings } from '../job-form/api/get-location-settings.ts';
import { Tooltip } from '../tooltip.tsx';
import { PlainButton } from '../ui/plain-button.tsx';
import * as styles from './hold-marker.css.ts';

/** What a held job's tooltip tells: its note, then when (on the location's clock) and by whom it was put on hold. */
export function holdDetails(hold: JobHold, timeZone: string | undefined): string {
  const at = formatDateTime(new Date(hold.heldAt), timeZone);
  const since = hold.heldByName
    ? i18n.t('jobs:holds.sinceBy', { at, name: hold.heldByName })
    : i18n.t('jobs:holds.since', { at });
  return hold.note ? `${hold.note} · ${since}` : since;
}

/**
 * A held job's mark (the board's card, the folder's header): its reason and for how long, to the minute, ticking
 * with the board's shared clock; the note and who held it when in its tooltip, shown on hover and on focus.
 */
export function HoldMarker({ hold }: { hold: JobHold }) {
  const { t } = useTranslation('jobs');
  const now = useNow();
  const timeZone = useLocationSettings().data?.timeZone;
  const duration = heldForLabel(hold.heldAt, new Date(now));
  return (
    <Tooltip text={holdDetails(hold, timeZone)}>
      <PlainButton className={styles.marker} data-testid="hold-marker">
        {/* Named by what it shows, after the words a screen reader needs first (WCAG 2.5.3). */}
        <span className={visuallyHidden}>{t('holds.onHold')}</span>
        <span className={styles.reason}>{hold.reason}</span> <span className={styles.duration}>{duration}</span>
      </PlainButton>
    </Tooltip>
  );
}
