import type { JobLocation, jobLocationSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { DialogFooter } from '../../../components/dialog.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSelectLocation } from '../../../lib/select-location.ts';

/** GET users/joblocation/{id}: which of the user's locations holds the job; null when none of them does. */
async function jobLocation(jobAdminId: string): Promise<JobLocation | null> {
  try {
    return await api.get<typeof jobLocationSchema>('identity', `users/joblocation/${encodeURIComponent(jobAdminId)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * A job not found in the selected location (a hanger's QR code or a link from another location): offers to switch
 * to the user's location that holds it; switching reads the folder again there.
 */
export function JobElsewhere({
  jobAdminId,
  message,
  onClose,
}: {
  jobAdminId: string;
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('jobs');
  const where = useQuery({ queryKey: queryKeys.jobLocation(jobAdminId), queryFn: () => jobLocation(jobAdminId) });
  const select = useSelectLocation();
  if (where.isPending) return <Loading />;
  const location = where.data;
  if (!location)
    return (
      <DialogFooter note={message}>
        <Button onPress={onClose}>{t('close')}</Button>
      </DialogFooter>
    );
  return (
    <DialogFooter note={select.error?.message ?? t('folder.elsewhere', { location: location.name })}>
      <Button onPress={onClose}>{t('close')}</Button>
      <Button variant="primary" isPending={select.isPending} onPress={() => select.mutate(location.shortName)}>
        {t('folder.switchTo', { location: location.name })}
      </Button>
    </DialogFooter>
  );
}
