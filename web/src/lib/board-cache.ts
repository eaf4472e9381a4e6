import type { BoardCard, boardCardSchema } from '@bayline/contracts';
import { type QueryClient, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api, type Loose } from './api.ts';
import { queryKeys } from './query-keys.ts';

/** The board as the server last answered it in full, with its entity tag: a 304 to a repeat reuses it. */
let lastBoard: { etag: string; cards: BoardCard[] } | undefined;

/** GET JobAdmins/open: the open jobs' cards in board order; unchanged since the last read, that read's. */
export async function getOpenJobs(): Promise<BoardCard[]> {
  const known = lastBoard;
  const answer = await api.getIfChanged<Loose<z.ZodArray<typeof boardCardSchema>, BoardCard[]>>(
    'production',
    'JobAdmins/open',
    known?.etag,
  );
  if (!answer) return known!.cards;
  lastBoard = answer.etag ? { etag: answer.etag, cards: answer.value } : undefined;
  return answer.value;
}

/**
 * The open jobs' cards (GET JobAdmins/open), kept up to date card by card as jobs change: the board, and the promise
 * dates, which count the jobs ahead in each department.
 */
export function useOpenJobs() {
  return useQuery({
    queryKey: queryKeys.openJobs,
    queryFn: getOpenJobs,
    structuralSharing: (held, fresh) => mergedBoard(held as BoardCard[] | undefined, fresh as BoardCard[]),
  });
}

/**
 * GET JobAdmins/open/{id}: the job's card, or undefined when it is not on the board (closed, or unknown here).
 * `position` holds the read until the board has that change.
 */
export async function getOpenJob(jobAdminId: string, position?: number): Promise<BoardCard | undefined> {
  try {
    return await api.get<typeof boardCardSchema>('production', `JobAdmins/open/${encodeURIComponent(jobAdminId)}`, {
      position,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * The cards once one job's card is put in (new), replaced, or taken out (`card` undefined). A copy older than
 * the one held (a lower version) leaves the board as it is; so does a job that is not there to take out.
 */
export function withCard(cards: readonly BoardCard[], jobAdminId: string, card: BoardCard | undefined): BoardCard[] {
  const at = cards.findIndex((c) => c.jobAdminId === jobAdminId);
  const held = cards[at]; // none when at is -1
  if (held === undefined) return card ? [...cards, card] : (cards as BoardCard[]);
  if (card && card.version < held.version) return cards as BoardCard[];
  return card ? cards.with(at, card) : cards.toSpliced(at, 1);
}

/**
 * A board read in full, with any card the cache holds in a newer version kept (one read alone while the board
 * was on its way); the cards that did not change keep their objects, so their components need not render.
 */
export function mergedBoard(held: BoardCard[] | undefined, fresh: BoardCard[]): BoardCard[] {
  if (!held) return fresh;
  const newer = new Map(held.map((c) => [c.jobAdminId, c]));
  const merged = fresh.map((card) => {
    const kept = newer.get(card.jobAdminId);
    return kept && kept.version > card.version ? kept : card;
  });
  return replaceEqualDeep(held, merged);
}

/** What happened to a job's card: read it again, or it left the board. */
export type CardChange = 'changed' | 'removed';

/** Above this many jobs changed at once, one board read costs less than a read per job. */
export const maxCardReads = 20;

/**
 * Brings the board in the cache up to date after jobs changed: each changed card is read alone and put in its
 * place, one that left the board is taken out without a read. A board not held yet, on its way, or changed in
 * many jobs at once is read again in full instead (with its entity tag). `position` holds each read until the
 * board has the change that was announced.
 */
export async function refreshCards(
  queryClient: Pick<QueryClient, 'getQueryState' | 'setQueryData' | 'invalidateQueries'>,
  changes: ReadonlyMap<string, CardChange>,
  position?: number,
): Promise<void> {
  if (changes.size === 0) return;
  const board = queryClient.getQueryState<BoardCard[]>(queryKeys.openJobs);
  const readBoard = () => queryClient.invalidateQueries({ queryKey: queryKeys.openJobs, exact: true });
  // (A board read cancelled for an optimistic change is still marked invalidated: it is owed in full.)
  if (!board?.data || board.fetchStatus === 'fetching' || board.isInvalidated || changes.size > maxCardReads)
    return readBoard();
  try {
    await Promise.all(
      [...changes].map(async ([jobAdminId, change]) => {
        const card = change === 'removed' ? undefined : await getOpenJob(jobAdminId, position);
        queryClient.setQueryData<BoardCard[]>(
          queryKeys.openJobs,
          (cards) => cards && withCard(cards, jobAdminId, card),
        );
      }),
    );
  } catch {
    await readBoard();
  }
}

/** After the user's own change to jobs: their cards are read alone, waiting for the change (read-your-writes). */
export function ownCardsChanged(queryClient: QueryClient, jobAdminIds: readonly string[]) {
  return refreshCards(queryClient, new Map(jobAdminIds.map((id) => [id, 'changed' as const])));
}

/** After the user's own change to jobs: their folders, notes and searches are stale too. */
export function ownJobsChanged(queryClient: QueryClient, jobAdminIds: readonly string[]) {
  for (const jobAdminId of jobAdminIds) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.jobFolder(jobAdminId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.jobHistory(jobAdminId) });
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.jobSearch });
  return ownCardsChanged(queryClient, jobAdminIds);
}
