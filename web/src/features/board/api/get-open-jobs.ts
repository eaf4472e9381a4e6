import type { BoardCard } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { getOpenJobs, mergedBoard } from '../../../lib/board-cache.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The open jobs' cards (GET JobAdmins/open), kept up to date card by card as jobs change (lib/board-cache). */
export function useOpenJobs() {
  return useQuery({
    queryKey: queryKeys.openJobs,
    queryFn: getOpenJobs,
    structuralSharing: (held, fresh) => mergedBoard(held as BoardCard[] | undefined, fresh as BoardCard[]),
  });
}
