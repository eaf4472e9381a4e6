import type { TerminalJob } from '@bayline/contracts';
import type { ReactNode } from 'react';
import { jobBadgesInOrder } from '../../../features/badges/badges.ts';
import { BadgeStateMenu } from '../../../features/badges/components/badge-state-menu.tsx';
import { TerminalPage } from '../../../features/terminal/components/terminal-page.tsx';

/** A terminal card's badge chips: shown, not changed there. */
const renderBadges = (job: TerminalJob): ReactNode =>
  jobBadgesInOrder(job.badges).map((badge) => (
    <BadgeStateMenu key={badge.badgeId} jobAdminId={job.jobAdminId} badge={badge} isDisabled />
  ));

/** /terminal (spec 3 section 2.11). */
export function Component() {
  return <TerminalPage renderBadges={renderBadges} />;
}
