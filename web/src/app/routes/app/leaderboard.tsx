import { LeaderboardPage } from '../../../features/leaderboard/components/leaderboard-page.tsx';

/** /leaderboard (spec 3 section 2.10). */
export function Component() {
  return <LeaderboardPage />;
}
