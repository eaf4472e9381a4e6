import { useTranslation } from 'react-i18next';
import { durationParts } from '../operations.ts';

/** Words a duration in the app's language: '2 min 5 s'. */
export function useDuration() {
  const { t } = useTranslation('operations');
  return (ms: number) =>
    durationParts(ms)
      .map(({ unit, value }) => t(`duration.${unit}`, { value }))
      .join(' ');
}
