import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { jobToOpen } from '../../lib/open-job-url.ts';
import type { FolderTab } from './header.ts';

/**
 * Opens the folder a URL asks for: /production?action=openjobactions&value={jobAdminId} (the hanger's QR code),
 * with &tab= from the unread drawer. Calls `open` once with the job id and tab and takes the parameters off the
 * URL. After a login the app returns to the attempted URL with its query, so this also works for a signed-out scan.
 *
 * Usage in the production route: `useOpenJobFromUrl((id, tab) => setFolder({ jobAdminId: id, tab }));`
 */
export function useOpenJobFromUrl(open: (jobAdminId: string, tab?: FolderTab) => void) {
  const [params, setParams] = useSearchParams();
  const openRef = useRef(open);
  openRef.current = open;
  const asked = jobToOpen(params);
  const jobAdminId = asked?.jobAdminId;
  const tab = asked?.tab as FolderTab | undefined;

  useEffect(() => {
    if (!jobAdminId) return;
    openRef.current(jobAdminId, tab);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('action');
        next.delete('value');
        next.delete('tab');
        return next;
      },
      { replace: true },
    );
  }, [jobAdminId, tab, setParams]);
}
