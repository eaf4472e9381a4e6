import type { BoardCard } from '@bayline/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api.ts';
import { getOpenJobs, maxCardReads, mergedBoard, refreshCards, withCard } from './board-cache.ts';
import { queryKeys } from './query-keys.ts';

const card = (jobAdminId: string, extra: Partial<BoardCard> = {}) =>
  ({ jobAdminId, version: 1, departmentShortName: 'BODY', clientName: 'Pat', ...extra }) as BoardCard;

afterEach(() => vi.restoreAllMocks());

describe('withCard', () => {
  const board = [card('a'), card('b')];

  it('puts a new card in, replaces a held one, and takes one out', () => {
    expect(withCard(board, 'c', card('c'))).toEqual([...board, card('c')]);
    const moved = card('a', { version: 2, departmentShortName: 'PAINT' });
    expect(withCard(board, 'a', moved)).toEqual([moved, board[1]]);
    expect(withCard(board, 'a', undefined)).toEqual([board[1]]);
    expect(board).toHaveLength(2);
  });

  it('never puts an older copy over a newer one, and leaves the board alone for a job it does not hold', () => {
    const newer = [card('a', { version: 5 })];
    expect(withCard(newer, 'a', card('a', { version: 4 }))).toBe(newer);
    expect(withCard(board, 'z', undefined)).toBe(board);
  });
});

describe('mergedBoard', () => {
  it('takes the board read in full, keeping a card held in a newer version and the objects of unchanged cards', () => {
    const held = [card('a', { version: 3, clientName: 'Newer' }), card('b'), card('gone')];
    const fresh = [card('a', { version: 2 }), card('b'), card('new')];
    const merged = mergedBoard(held, fresh);
    expect(merged.map((c) => [c.jobAdminId, c.version])).toEqual([
      ['a', 3],
      ['b', 1],
      ['new', 1],
    ]);
    expect(merged[0]).toBe(held[0]);
    expect(merged[1]).toBe(held[1]);
    expect(mergedBoard(undefined, fresh)).toBe(fresh);
  });
});

describe('refreshCards', () => {
  const holding = (cards: BoardCard[]) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.openJobs, cards);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    return { queryClient, invalidate, board: () => queryClient.getQueryData<BoardCard[]>(queryKeys.openJobs) };
  };

  it('reads each changed card alone, at the announced position, and takes a closed job out without a read', async () => {
    const { queryClient, invalidate, board } = holding([card('a'), card('b'), card('c')]);
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (_area, path) => card(path.split('/').pop()!, { version: 2, clientName: 'Changed' }));
    await refreshCards(
      queryClient,
      new Map([
        ['a', 'changed'],
        ['b', 'removed'],
        ['n', 'changed'],
      ]),
      42,
    );
    expect(get.mock.calls).toEqual([
      ['production', 'JobAdmins/open/a', { position: 42 }],
      ['production', 'JobAdmins/open/n', { position: 42 }],
    ]);
    expect(board()?.map((c) => [c.jobAdminId, c.clientName])).toEqual([
      ['a', 'Changed'],
      ['c', 'Pat'],
      ['n', 'Changed'],
    ]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('takes out a card the server no longer has on the board (404)', async () => {
    const { queryClient, board } = holding([card('a'), card('b')]);
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'Job not found'));
    await refreshCards(queryClient, new Map([['a', 'changed']]));
    expect(board()?.map((c) => c.jobAdminId)).toEqual(['b']);
  });

  it('reads the board in full when it is not held, when many jobs changed at once, or when a card read fails', async () => {
    const get = vi.spyOn(api, 'get').mockRejectedValue(new ApiError(0, 'The server could not be reached'));
    const empty = new QueryClient();
    const emptyInvalidate = vi.spyOn(empty, 'invalidateQueries');
    await refreshCards(empty, new Map([['a', 'changed']]));
    expect(emptyInvalidate).toHaveBeenCalledWith({ queryKey: queryKeys.openJobs, exact: true });
    expect(get).not.toHaveBeenCalled();

    const many = holding([card('a')]);
    const changes = new Map(Array.from({ length: maxCardReads + 1 }, (_, i) => [`j${i}`, 'changed' as const]));
    await refreshCards(many.queryClient, changes);
    expect(many.invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.openJobs, exact: true });
    expect(get).not.toHaveBeenCalled();

    const failing = holding([card('a')]);
    await refreshCards(failing.queryClient, new Map([['a', 'changed']]));
    expect(get).toHaveBeenCalledTimes(1);
    expect(failing.invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.openJobs, exact: true });
  });
});

describe('getOpenJobs', () => {
  it('sends the last board’s entity tag and reuses that board when the server answers 304', async () => {
    const board = [card('a'), card('b')];
    const read = vi
      .spyOn(api, 'getIfChanged')
      .mockResolvedValueOnce({ value: board, etag: '"e1"' })
      .mockResolvedValueOnce(undefined);
    expect(await getOpenJobs()).toBe(board);
    expect(await getOpenJobs()).toBe(board);
    expect(read.mock.calls.map(([, path, etag]) => [path, etag])).toEqual([
      ['JobAdmins/open', undefined],
      ['JobAdmins/open', '"e1"'],
    ]);
  });
});
