import type { z } from 'zod';
/**
 * useSettingsList: the common behaviour of the table-style settings screens (spec 2 section 1), used with
 * <SettingsTableScreen> (settings-table-screen.tsx), which draws the title, the add and save
 * buttons, the table, the delete confirmation and the unsaved-changes prompt.
 *
 *   const list = useSettingsList<Group>({
 *     listKey: queryKeys.groups,            // the shared list's key; the editor reads [...listKey, 'editor']
 *     path: 'groups',                       // GET and PUT /api/production/v1/groups
 *     idField: 'shortName',
 *     newRow: (id, sortOrder) => ({ shortName: id, name: '', isActive: true, ... }),
 *     validate: (g) => (g.name.trim() ? {} : { name: 'Name is required' }),   // field -> message
 *   });
 *   return (
 *     <SettingsTableScreen title="Groups" addLabel="Add Group" list={list}
 *       deleteMessage="Are you sure you want to delete this group?" rowLabel={(g) => g.name}
 *       columns={[{ key: 'name', header: 'Group', render: (g, row) =>
 *                   <CellTextField label="Group" value={g.name} onChange={(name) => row.update({ name })}
 *                     error={row.error('name')} isDisabled={row.isDisabled} /> },
 *                 activeColumn(), deleteColumn()]} />
 *   );
 *
 * Options: listKey, path, idField (the row's id property), newRow are required. `validate(row)` gives field messages; save is enabled only
 * when the list changed and no row has one. `sortable: true` (rows with sortOrder) shows the Move handle (drag
 * or keyboard: space, arrows, space) and renumbers sortOrder 0..n-1. `toSave(rows)` picks the rows sent (note
 * categories: custom ones only), and `fromAnswer(answer, before)` rebuilds the whole list from the answer, which
 * holds only what was sent. `isLocked(row)` disables a row's controls (public/built-in rows).
 * `readOnly` overrides the default (read-only unless the user has admin write). `debounceMs: 300` debounces
 * save. `alsoRefresh` names more query keys refreshed after a save. Users: `area: 'identity'`, `savePath`
 * (PUT elsewhere than GET), `rowsOf` (the rows inside a GET answer that is not the list itself) and
 * `onUnusableAnswer` (a save answered with something other than a list).
 *
 * What it does: edits are held locally until save; new rows get a placeholder id (all-zero id + timestamp)
 * reset to the all-zero id when sent; delete removes locally; the PUT sends If-Match with the ETag of the read
 * the edits started from; the answer replaces the list and the shared list queries are refreshed; a 409 shows
 * the server's current list with the user's non-clashing edits kept; a 400's field errors ('2.name') show on
 * the row and field; a lost connection shows a snackbar; other save errors are not shown (spec).
 */

import { allows, nextSortOrder } from '@bayline/contracts';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ApiArea, ApiError, api, type Tagged } from '../../lib/api.ts';
import { useSessionUser } from '../../lib/auth.ts';
import { useSnackbar } from '../snackbar.tsx';
import {
  bySortOrder,
  idForSave,
  listChanged,
  mergeAfterConflict,
  moveRow,
  newRowPlaceholder,
  type RowErrors,
  rowErrorsOf,
} from './settings-list.ts';

export interface SettingsListOptions<Row> {
  listKey: QueryKey;
  path: string;
  /** The property holding the row's id. */
  idField: IdField<Row>;
  /** A new row with the given placeholder id and sort order (max + 1, or 0). */
  newRow: (id: string, sortOrder: number) => Row;
  validate?: (row: Row) => Record<string, string>;
  sortable?: boolean;
  toSave?: (rows: Row[]) => Row[];
  /** The screen's list from a save's answer (or a 409's current list) when the server answers only the rows sent. */
  fromAnswer?: (answer: Row[], before: Row[]) => Row[];
  isLocked?: (row: Row) => boolean;
  readOnly?: boolean;
  debounceMs?: number;
  alsoRefresh?: QueryKey[];
  /** The server area of the calls (default production). */
  area?: ApiArea;
  /** Where the list is PUT, when not at `path`. */
  savePath?: string;
  /** The rows of the GET answer, when it holds more than the list. */
  rowsOf?: (answer: unknown) => Row[];
  /** Told when a save is answered with something other than a list. */
  onUnusableAnswer?: () => void;
}

/** Local edits, with the list and ETag they started from (a save is checked against that, not a later read). */
interface Draft<Row> {
  rows: Row[];
  base: Row[];
  etag: string | null;
}

export interface SettingsList<Row> {
  rows: Row[];
  status: 'pending' | 'error' | 'success';
  readOnly: boolean;
  sortable: boolean;
  isDirty: boolean;
  canSave: boolean;
  isSaving: boolean;
  idOf: (row: Row) => string;
  isLocked: (row: Row) => boolean;
  /** The message to show at a row's field: the screen's rule first, else the server's. */
  error: (id: string, field: string) => string | undefined;
  /** Adds a row at the end and answers its placeholder id. */
  add: (patch?: Partial<Row>) => string;
  update: (id: string, patch: Partial<Row>) => void;
  remove: (id: string) => void;
  move: (activeId: string, overId: string) => void;
  /** Saves (debounced if asked); resolves true when the server took the list. */
  save: () => Promise<boolean>;
}

/** The properties of Row whose values are strings. */
export type IdField<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row] & string;

const noErrors: Record<string, string> = {};

export function useSettingsList<Row>(options: SettingsListOptions<Row>): SettingsList<Row> {
  const { listKey, path, idField, sortable = false, area = 'production', rowsOf } = options;
  const idOf = useCallback((row: Row) => row[idField] as string, [idField]);
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const user = useSessionUser();
  const readOnly = options.readOnly ?? !allows(user.permissions.admin, 'write');
  const editorKey = useMemo(() => [...listKey, 'editor'], [listKey]);
  const query = useQuery({
    queryKey: editorKey,
    queryFn: async (): Promise<Tagged<Row[]>> => {
      // Any settings list's answer: the screen knows its rows (Row), the hook reads and sends them as they are.
      const read = await api.getTagged<z.ZodUnknown>(area, path);
      return { value: rowsOf ? rowsOf(read.value) : (read.value as Row[]), etag: read.etag };
    },
  });
  const [draft, setDraft] = useState<Draft<Row> | null>(null);
  const [serverErrors, setServerErrors] = useState<RowErrors>(new Map());
  const [isSaving, setSaving] = useState(false);

  const order = useCallback(
    (rows: Row[]) => (sortable ? bySortOrder(rows as (Row & { sortOrder: number })[]) : rows),
    [sortable],
  );
  const read = query.data;
  const rows = useMemo(() => order(draft?.rows ?? read?.value ?? []), [draft, read, order]);
  const isDirty = draft !== null && listChanged(draft.base, draft.rows, idOf);
  const validate = options.validate;
  const ruleErrors = useMemo(() => {
    const result = new Map<string, Record<string, string>>();
    if (!validate) return result;
    for (const row of rows) {
      const found = validate(row);
      if (Object.keys(found).length > 0) result.set(idOf(row), found);
    }
    return result;
  }, [rows, validate, idOf]);
  const canSave = !readOnly && isDirty && ruleErrors.size === 0 && !isSaving;

  // Every edit starts from the current draft, or from what was read (with its ETag).
  const edit = (change: (rows: Row[]) => Row[]) =>
    setDraft((current) => {
      const start = current ?? { rows: read?.value ?? [], base: read?.value ?? [], etag: read?.etag ?? null };
      return { ...start, rows: change(start.rows) };
    });

  const add = (patch?: Partial<Row>) => {
    const id = newRowPlaceholder();
    edit((current) => {
      const sortOrder = sortable ? nextSortOrder(current as (Row & { sortOrder: number })[]) : current.length;
      return [...current, { ...options.newRow(id, sortOrder), ...patch }];
    });
    return id;
  };
  const update = (id: string, patch: Partial<Row>) => {
    edit((current) => current.map((row) => (idOf(row) === id ? { ...row, ...patch } : row)));
    setServerErrors((errors) => {
      const own = errors.get(id);
      if (!own) return errors;
      const next = new Map(errors);
      const left = Object.fromEntries(Object.entries(own).filter(([field]) => !(field in patch)));
      if (Object.keys(left).length > 0) next.set(id, left);
      else next.delete(id);
      return next;
    });
  };
  const remove = (id: string) => edit((current) => current.filter((row) => idOf(row) !== id));
  const move = (activeId: string, overId: string) =>
    edit((current) => {
      const ordered = current as (Row & { sortOrder: number })[];
      return moveRow(ordered, idOf, activeId, overId);
    });

  const fromAnswer = options.fromAnswer ?? ((answer: Row[]) => answer);
  const saveNow = async (): Promise<boolean> => {
    if (!draft || !canSave) return false;
    const sent = (options.toSave ?? ((r: Row[]) => r))(draft.rows);
    const sentIds = sent.map(idOf);
    const body = sent.map((row) => ({ ...row, [idField]: idForSave(idOf(row)) }));
    setSaving(true);
    try {
      const answer = await api.putTagged<z.ZodUnknown, z.ZodUnknown>(area, options.savePath ?? path, body, draft.etag);
      setServerErrors(new Map());
      setDraft(null);
      if (Array.isArray(answer.value)) {
        const value = fromAnswer(answer.value as Row[], draft.base);
        queryClient.setQueryData<Tagged<Row[]>>(editorKey, { value, etag: answer.etag });
        for (const queryKey of [listKey, ...(options.alsoRefresh ?? [])])
          void queryClient.invalidateQueries({ queryKey, exact: true });
      } else {
        // No usable answer: read the list again, and leave the shared lists as they are.
        options.onUnusableAnswer?.();
        void queryClient.invalidateQueries({ queryKey: editorKey });
      }
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409 && Array.isArray(error.current)) {
        const current = fromAnswer(error.current as Row[], draft.base);
        queryClient.setQueryData<Tagged<Row[]>>(editorKey, { value: current, etag: error.etag });
        setDraft({ rows: mergeAfterConflict(draft.base, draft.rows, current, idOf), base: current, etag: error.etag });
      } else if (error.status === 400) setServerErrors(rowErrorsOf(error.errors, sentIds));
      else if (error.status === 0) showSnackbar(error.title, 'alert');
      return false;
    } finally {
      setSaving(false);
    }
  };

  // The latest saveNow, for the debounced call (it runs after later renders).
  const saveRef = useRef(saveNow);
  saveRef.current = saveNow;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<((saved: boolean) => void)[]>([]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const debounceMs = options.debounceMs;
  const save = useCallback((): Promise<boolean> => {
    if (!debounceMs) return saveRef.current();
    clearTimeout(timer.current);
    return new Promise((resolve) => {
      waiting.current.push(resolve);
      timer.current = setTimeout(() => {
        const answer = waiting.current.splice(0);
        void saveRef.current().then(
          (saved) => {
            for (const done of answer) done(saved);
          },
          () => {
            for (const done of answer) done(false);
          },
        );
      }, debounceMs);
    });
  }, [debounceMs]);

  const isLocked = options.isLocked ?? (() => false);
  return {
    rows,
    status: query.status,
    readOnly,
    sortable,
    isDirty,
    canSave,
    isSaving,
    idOf,
    isLocked,
    error: (id, field) => (ruleErrors.get(id) ?? noErrors)[field] ?? serverErrors.get(id)?.[field],
    add,
    update,
    remove,
    move,
    save,
  };
}
