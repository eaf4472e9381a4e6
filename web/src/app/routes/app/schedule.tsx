import { allows, type BoardCard, isClosed } from '@bayline/contracts';
import { Suspense, useCallback, useMemo } from 'react';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { LoadingVeil, lazyNamed } from '../../../components/on-demand.tsx';
import { JobTile } from '../../../features/board/components/job-card.tsx';
import { SchedulePage } from '../../../features/schedule/components/schedule-page.tsx';
import type { ScheduleView } from '../../../features/schedule/schedule.ts';
import { useSessionUser } from '../../../lib/auth.ts';
import { useDisplayPreferences } from '../../../lib/display-preferences.ts';

// Not on screen at first paint: each loads the first time it opens.
const JobFolderDialog = lazyNamed(
  () => import('../../../features/job-folder/components/job-folder-dialog.tsx'),
  'JobFolderDialog',
);
const BadgesEditorDialog = lazyNamed(
  () => import('../../../features/badges/components/badges-editor-dialog.tsx'),
  'BadgesEditorDialog',
);

/** The job /schedule/job opens, beside the schedule's own view and date. */
const jobParam = 'jobAdminId';

/**
 * /schedule (spec 3 section 2.1): the production schedule, its tiles drawn as the board's with the Schedule Tiles
 * preferences (spec 3 section 2.6), small in the month's grid. A tile opens the job at /schedule/job.
 */
export function Component() {
  const user = useSessionUser();
  const { scheduleTiles } = useDisplayPreferences();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const openJob = (jobAdminId: string) => {
    const next = new URLSearchParams(params);
    next.set(jobParam, jobAdminId);
    navigate(`/schedule/job?${next}`);
  };
  // A closed job's time in its last department stopped with it: its tile shows no running timer.
  const closedTiles = useMemo(() => ({ ...scheduleTiles, showCycleCounter: false }), [scheduleTiles]);
  const renderTile = useCallback(
    (job: BoardCard, view: ScheduleView) => (
      <JobTile
        job={job}
        tiles={isClosed(job.roState) ? closedTiles : scheduleTiles}
        size={view === 'week' ? 'regular' : 'minified'}
      />
    ),
    [scheduleTiles, closedTiles],
  );
  return (
    <>
      <SchedulePage
        onOpenJob={allows(user.permissions.jobfolder, 'read') ? openJob : undefined}
        renderTile={renderTile}
      />
      <Outlet />
    </>
  );
}

/** /schedule/job?jobAdminId=…: the job's folder over the schedule, as the board opens it; closing it goes back. */
export function ScheduleJob() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const jobAdminId = params.get(jobParam);
  if (!jobAdminId) return null;
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete(jobParam);
    navigate(`/schedule?${next}`);
  };
  return (
    <Suspense fallback={<LoadingVeil />}>
      <JobFolderDialog
        key={jobAdminId}
        jobAdminId={jobAdminId}
        onClose={close}
        renderBadgesEditor={(closeEditor) => (
          <Suspense fallback={<LoadingVeil />}>
            <BadgesEditorDialog jobAdminId={jobAdminId} onClose={closeEditor} />
          </Suspense>
        )}
      />
    </Suspense>
  );
}
