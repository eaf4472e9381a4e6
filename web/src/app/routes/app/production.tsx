import { allows, type BoardCard, type Estimate, type JobAdmin } from '@bayline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { MoreIcon } from '../../../components/icons.tsx';
import { useJobClasses } from '../../../components/job-form/api/get-job-classes.ts';
import { canAddGroup } from '../../../components/job-form/can-add-group.ts';
import { missingForJobs } from '../../../components/job-form/job-needs.ts';
import { useWideScreen } from '../../../components/layouts/app-layout.tsx';
import { Loading } from '../../../components/loading.tsx';
import { LoadingVeil, lazyNamed, OnDemand } from '../../../components/on-demand.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { jobBadgesInOrder } from '../../../features/badges/badges.ts';
import { BadgeStateMenu } from '../../../features/badges/components/badge-state-menu.tsx';
import type { HoldFilter } from '../../../features/board/board.ts';
import { HoldFilterSelect } from '../../../features/board/components/hold-filter.tsx';
import { NoBoardAccess } from '../../../features/board/components/no-board-access.tsx';
import { ProductionBoard } from '../../../features/board/components/production-board.tsx';
import { SetupHint } from '../../../features/board/components/setup-hint.tsx';
import { jobFolderQuery } from '../../../features/job-folder/api/get-job-folder.ts';
import type { FolderTab } from '../../../features/job-folder/header.ts';
import { prefetchFolderLists } from '../../../features/job-folder/prefetch-folder.ts';
import { useOpenJobFromUrl } from '../../../features/job-folder/use-open-job-from-url.ts';
import { CreateJobButton } from '../../../features/jobs/components/create-job-button.tsx';
import type { JobSeed } from '../../../features/jobs/job-seed.ts';
import { selectedLocation, useSessionUser } from '../../../lib/auth.ts';
import { useOpenJobs } from '../../../lib/board-cache.ts';
import { useDepartments } from '../../../lib/departments.ts';
import * as styles from './production.css.ts';

type Action = 'search' | 'clone' | 'estimate';
type Open = Action | null;

// Not on screen at first paint: each loads the first time it opens.
const BadgesEditorDialog = lazyNamed(
  () => import('../../../features/badges/components/badges-editor-dialog.tsx'),
  'BadgesEditorDialog',
);
const LinkEstimateDialog = lazyNamed(
  () => import('../../../features/estimates/components/link-estimate-dialog.tsx'),
  'LinkEstimateDialog',
);
const JobFolderDialog = lazyNamed(
  () => import('../../../features/job-folder/components/job-folder-dialog.tsx'),
  'JobFolderDialog',
);
const CreateJobDialog = lazyNamed(
  () => import('../../../features/jobs/components/create-job-dialog.tsx'),
  'CreateJobDialog',
);
const CloneJobDialog = lazyNamed(
  () => import('../../../features/search/components/clone-job-dialog.tsx'),
  'CloneJobDialog',
);
// Seeding reads the job form's rules: they come with the dialogs that seed it.
const jobSeeds = () => import('../../../features/jobs/job-seed.ts');
const SearchPanel = lazyNamed(() => import('../../../features/search/components/search-panel.tsx'), 'SearchPanel');

/** Opens the folder a hanger's QR code asks for; mounted once the board is on screen. */
function OpenJobFromUrl({ onOpen }: { onOpen: (jobAdminId: string, tab?: FolderTab) => void }) {
  useOpenJobFromUrl(onOpen);
  return null;
}

/** A card's badge chips, each opening its states. */
const renderBadges = (job: BoardCard): ReactNode =>
  jobBadgesInOrder(job.badges).map((badge) => (
    <BadgeStateMenu key={badge.badgeId} jobAdminId={job.jobAdminId} badge={badge} />
  ));

/**
 * /production: the board of the selected location, and what starts from it: Search, Clone Job, Link
 * Estimate and Create Job; a card or a search result opens the job's folder.
 */
export function ProductionRoute() {
  const user = useSessionUser();
  const location = selectedLocation(user);
  if (location && !allows(user.permissions.board, 'read'))
    return <NoBoardAccess user={user} locationName={location.name} />;
  return <ProductionPage />;
}

const actionLabels = new Map<Action, 'page.search' | 'page.cloneJob' | 'page.linkEstimate'>([
  ['search', 'page.search'],
  ['clone', 'page.cloneJob'],
  ['estimate', 'page.linkEstimate'],
]);

/**
 * Search, Clone Job and Link Estimate: buttons on a wide screen; on a phone one More actions menu, so that they
 * and Create Job keep to one row.
 */
function BoardActions({ allowed, onAction }: { allowed: Map<Action, boolean>; onAction: (action: Action) => void }) {
  const { t } = useTranslation('board');
  const wide = useWideScreen();
  const actions = [...actionLabels];
  if (wide)
    return actions.map(([action, label]) => (
      <Button key={action} onPress={() => onAction(action)} isDisabled={!allowed.get(action)}>
        {t(label)}
      </Button>
    ));
  return (
    <Menu
      trigger={
        <Button variant="icon" aria-label={t('page.moreActions')}>
          <MoreIcon />
        </Button>
      }
      placement="bottom end"
      aria-label={t('page.moreActions')}
      onAction={(key) => onAction(key as Action)}
      disabledKeys={actions.filter(([action]) => !allowed.get(action)).map(([action]) => action)}
    >
      {actions.map(([action, label]) => (
        <MenuItem key={action} id={action}>
          {t(label)}
        </MenuItem>
      ))}
    </Menu>
  );
}

function ProductionPage() {
  const { t } = useTranslation('board');
  const user = useSessionUser();
  const location = selectedLocation(user);
  const departments = useDepartments();
  const jobs = useOpenJobs();
  const jobClasses = useJobClasses();
  const [open, setOpen] = useState<Open>(null);
  const [seed, setSeed] = useState<JobSeed>();
  const [folder, setFolder] = useState<{ jobAdminId: string; tab?: FolderTab } | null>(null);
  const [holdFilter, setHoldFilter] = useState<HoldFilter>('all');
  const wide = useWideScreen();
  const queryClient = useQueryClient();
  // The job's folder is read from the click on, beside the dialog's rendering, not after it.
  const openJob = useCallback(
    (jobAdminId: string, tab?: FolderTab) => {
      void queryClient.prefetchQuery(jobFolderQuery(jobAdminId));
      setFolder({ jobAdminId, tab });
    },
    [queryClient],
  );
  const canOpenFolders = allows(user.permissions.jobfolder, 'read');
  // Once the board is on screen and the browser has nothing else to do, what the first folder opened would wait
  // for: its code and the location's lists. Opening one then waits for that job's folder only.
  useEffect(() => {
    if (!canOpenFolders || !jobs.isSuccess) return;
    const whenIdle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    const stop = globalThis.cancelIdleCallback ?? clearTimeout;
    const idle = whenIdle(() => {
      void JobFolderDialog.preload();
      prefetchFolderLists(queryClient);
    });
    return () => stop(idle);
  }, [canOpenFolders, jobs.isSuccess, queryClient]);

  if (!location) return <Loading />;
  const { permissions } = user;
  const canReadFolder = allows(permissions.jobfolder, 'read');
  const canWriteJobs = allows(permissions.jobinformation, 'write');
  const firstDepartment = departments.data?.[0]?.shortName;
  // Known once both lists are in: a new location has no department and no job class yet.
  const missing = departments.data && jobClasses.data ? missingForJobs(departments.data, jobClasses.data) : [];
  const close = () => setOpen(null);
  const filter = <HoldFilterSelect value={holdFilter} onChange={setHoldFilter} className={styles.holdFilter} />;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('page.title')}</h1>
        <div className={styles.actions}>
          {wide && filter}
          <BoardActions
            allowed={
              new Map([
                ['search', canReadFolder],
                ['clone', canWriteJobs],
                ['estimate', canWriteJobs],
              ])
            }
            onAction={setOpen}
          />
          <CreateJobButton
            locationShortName={location.shortName}
            departmentShortName={firstDepartment}
            missing={missing}
          />
        </div>
      </div>
      {/* On a phone the header keeps to its two actions: the filter takes a row of its own. */}
      {!wide && <div className={styles.filterRow}>{filter}</div>}
      {missing.length > 0 && (
        <SetupHint locationName={location.name} missing={missing} canSetUp={allows(permissions.admin, 'write')} />
      )}
      <div className={styles.board}>
        <ProductionBoard
          canMove={allows(permissions.board, 'write')}
          onOpenJob={canReadFolder ? openJob : undefined}
          renderBadges={renderBadges}
          holdFilter={holdFilter}
        />
      </div>
      {canReadFolder && departments.isSuccess && jobs.isSuccess && <OpenJobFromUrl onOpen={openJob} />}
      <OnDemand isOpen={open === 'search'}>
        <SearchPanel
          isOpen={open === 'search'}
          onOpenChange={(isOpen) => setOpen(isOpen ? 'search' : null)}
          departments={departments.data ?? []}
          onOpenJob={openJob}
        />
      </OnDemand>
      <OnDemand isOpen={open === 'clone'}>
        <CloneJobDialog
          isOpen={open === 'clone'}
          onClose={close}
          departments={departments.data ?? []}
          onChoose={(job: JobAdmin) => {
            close();
            void jobSeeds().then(({ seedFromJob }) => setSeed(seedFromJob(job)));
          }}
        />
      </OnDemand>
      <OnDemand isOpen={open === 'estimate'}>
        <LinkEstimateDialog
          isOpen={open === 'estimate'}
          onClose={close}
          onChoose={(estimate: Estimate) => {
            close();
            void jobSeeds().then(({ seedFromEstimate }) => setSeed(seedFromEstimate(estimate)));
          }}
        />
      </OnDemand>
      <OnDemand isOpen={seed !== undefined}>
        <CreateJobDialog
          isOpen={seed !== undefined}
          onClose={() => setSeed(undefined)}
          seed={seed}
          locationShortName={location.shortName}
          departmentShortName={firstDepartment}
          canAddGroup={canAddGroup(permissions)}
        />
      </OnDemand>
      {folder && (
        <Suspense fallback={<LoadingVeil />}>
          <JobFolderDialog
            jobAdminId={folder.jobAdminId}
            initialTab={folder.tab}
            onClose={() => setFolder(null)}
            renderBadgesEditor={(closeEditor) => (
              <Suspense fallback={<LoadingVeil />}>
                <BadgesEditorDialog jobAdminId={folder.jobAdminId} onClose={closeEditor} />
              </Suspense>
            )}
          />
        </Suspense>
      )}
    </div>
  );
}
