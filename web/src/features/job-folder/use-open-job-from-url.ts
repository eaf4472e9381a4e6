import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { jobToOpen } from './open-job-url.ts';

/**
 * Opens the folder a URL asks for: /production?action=openjobactions&value={jobAdminId} (the hanger's QR code).
 * Calls `open` once with the job id and takes the two parameters off the URL. After a login the app returns to
 * the attempted URL with its query, so this also works for a signed-out scan.
 *
 * Usage in the production route: `useOpenJobFromUrl((id) => setFolderJobId(id));`
 */
export function useOpenJobFromUrl(open: (jobAdminId: string) => void) {
  const [params, setParams] = useSearchParams();
  const openRef = useRef(open);
  openRef.current = open;
  const jobAdminId = jobToOpen(params);

  useEffect(() => {
    if (!jobAdminId) return;
    openRef.current(jobAdminId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('action');
        next.delete('value');
        return next;
      },
      { replace: true },
    );
  }, [jobAdminId, setParams]);
}
