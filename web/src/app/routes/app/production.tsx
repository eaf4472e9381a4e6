import { allows, type BoardCard, type Estimate, type JobAdmin } from '@bayline/contracts';
import { type ReactNode, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { canAddGroup } from '../../../components/job-form/can-add-group.ts';
import { Loading } from '../../../components/loading.tsx';
import { LoadingVeil, lazyNamed, OnDemand } from '../../../components/on-demand.tsx';
import { jobBadgesInOrder } from '../../../features/badges/badges.ts';
import { BadgeStateMenu } from '../../../features/badges/components/badge-state-menu.tsx';
import { useDepartments } from '../../../features/board/api/get-departments.ts';
import { useOpenJobs } from '../../../features/board/api/get-open-jobs.ts';
import { NoBoardAccess } from '../../../features/board/components/no-board-access.tsx';
import { ProductionBoard } from '../../../features/board/components/production-board.tsx';
import type { FolderTab } from '../../../features/job-folder/header.ts';
import { useOpenJobFromUrl } from '../../../features/job-folder/use-open-job-from-url.ts';
import { CreateJobButton } from '../../../features/jobs/components/create-job-button.tsx';
import type { JobSeed } from '../../../features/jobs/job-seed.ts';
import { selectedLocation, useSessionUser } from '../../../lib/auth.ts';
import * as styles from './production.css.ts';

type Open = 'search' | 'clone' | 'estimate' | null;

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

function ProductionPage() {
  const { t } = useTranslation('board');
  const user = useSessionUser();
  const location = selectedLocation(user);
  const departments = useDepartments();
  const jobs = useOpenJobs();
  const [open, setOpen] = useState<Open>(null);
  const [seed, setSeed] = useState<JobSeed>();
  const [folder, setFolder] = useState<{ jobAdminId: string; tab?: FolderTab } | null>(null);
  const openJob = useCallback((jobAdminId: string, tab?: FolderTab) => setFolder({ jobAdminId, tab }), []);

  if (!location) return <Loading />;
  const { permissions } = user;
  const canReadFolder = allows(permissions.jobfolder, 'read');
  const canWriteJobs = allows(permissions.jobinformation, 'write');
  const firstDepartment = departments.data?.[0]?.shortName;
  const close = () => setOpen(null);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('page.title')}</h1>
        <Button onPress={() => setOpen('search')} isDisabled={!canReadFolder}>
          {t('page.search')}
        </Button>
        <Button onPress={() => setOpen('clone')} isDisabled={!canWriteJobs}>
          {t('page.cloneJob')}
        </Button>
        <Button onPress={() => setOpen('estimate')} isDisabled={!canWriteJobs}>
          {t('page.linkEstimate')}
        </Button>
        <CreateJobButton locationShortName={location.shortName} departmentShortName={firstDepartment} />
      </div>
      <div className={styles.board}>
        <ProductionBoard
          canMove={allows(permissions.board, 'write')}
          onOpenJob={canReadFolder ? openJob : undefined}
          renderBadges={renderBadges}
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
