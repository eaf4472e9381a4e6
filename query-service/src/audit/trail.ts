import {
  type AuditPerson,
  type AuditValue,
  isSettingsListEvent,
  type ListItem,
  type SettingsListName,
  settingsEventIds,
  settingsEventKind,
  settingsLists,
  type TrailArea,
  type TrailChange,
  type TrailEntry,
  type TrailQuery,
} from '@bayline/contracts';
import { locationSettingsModel, usersModel } from '@bayline/contracts/read-models/identity';
import { logged } from '@bayline/platform/event-store/logged';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Doc } from '@bayline/platform/read-store/port';
import { newestFirst } from './entries.ts';
import type { LookupBefore } from './timeline.ts';

type Lookup = (collection: string, id: string) => Doc | undefined;

/** One of the location's events with its read models just before and just after it. */
export interface TrailStep {
  event: RecordedEvent;
  before: LookupBefore;
  after: Lookup;
  location: string;
}

interface Told {
  change: TrailChange;
  subject?: string | null;
  field?: string | null;
  within?: string | null;
  before?: AuditValue;
  after?: AuditValue;
}

/** A value as the trail shows it: a list of plain values joined; a nested structure is only named as changed. */
function shown(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((v) => ['string', 'number', 'boolean'].includes(typeof v)))
    return value.join(', ');
  return null;
}

/** Each field that differs between two versions of a document, in the later one's order. */
function differences(was: Doc | ListItem | undefined, now: Doc | ListItem | undefined, skip: readonly string[]) {
  const fields = new Set([...Object.keys(now ?? {}), ...Object.keys(was ?? {})]);
  return [...fields]
    .filter((field) => !skip.includes(field) && JSON.stringify(was?.[field]) !== JSON.stringify(now?.[field]))
    .map((field) => ({ field, before: shown(was?.[field]), after: shown(now?.[field]) }));
}

/** The read model's keys and the fields a change of another field carries along. */
const bookkeeping = ['id', 'locationShortName', 'version'];

/** The lists a nested row without a name of its own is named from, by its id field. */
const rowNamedFrom: Record<string, SettingsListName> = { jobClassId: 'jobClasses', contactId: 'contacts' };

function settingsChanges(step: TrailStep): Told[] {
  const { before, after, location } = step;
  const event = logged(step.event);
  const kind = settingsEventKind(event.type);
  if (!kind || !isSettingsListEvent(event)) return [];
  const { data } = event;
  const { nameField } = settingsLists[kind.list];
  const docId = (id: string) => `${location}:${id}`;
  const name = (doc: Doc | undefined) => (doc ? String(doc[nameField] ?? '') : '');
  const { rule } = kind;
  if (rule.kind === 'reordered') return [{ change: 'reordered' }];
  const [id] = settingsEventIds(event);
  if (id === undefined) return [];
  const was = before(kind.list, docId(id));
  const now = after(kind.list, docId(id));
  const subject = name(now ?? was);
  switch (rule.kind) {
    case 'added':
    case 'removed':
    case 'activated':
    case 'deactivated':
      return [{ change: rule.kind, subject }];
    case 'details':
    case 'field':
      return differences(was, now, bookkeeping).map((d) => ({ change: 'changed', subject, ...d }));
    default: {
      if (!('nested' in rule)) return [];
      const { nested } = rule;
      const rows = (doc: Doc | undefined) => (doc?.[nested.field] as ListItem[] | undefined) ?? [];
      // A row added names itself in its item; the others name it by its id.
      const rowId = 'item' in data ? String(data.item[nested.idField]) : 'itemId' in data ? data.itemId : '';
      const row = (doc: Doc | undefined) => rows(doc).find((r) => String(r[nested.idField]) === rowId);
      const [rowWas, rowNow] = [row(was), row(now)];
      const namedFrom = rowNamedFrom[nested.idField];
      const within =
        String((rowNow ?? rowWas)?.name ?? (rowNow ?? rowWas)?.description ?? '') ||
        (namedFrom ? name(after(namedFrom, docId(rowId))) : rowId);
      if (!rowWas || !rowNow)
        return [{ change: rowNow ? 'nestedAdded' : 'nestedRemoved', subject, field: nested.field, within }];
      return differences(rowWas, rowNow, []).map((d) => ({ change: 'nestedChanged', subject, within, ...d }));
    }
  }
}

function locationChanges({ event, before, after, location }: TrailStep): Told[] {
  const was = before(locationSettingsModel.collection, location);
  const now = after(locationSettingsModel.collection, location);
  const subject = String(now?.name ?? '');
  if (event.type === 'LocationOpened') return [{ change: 'added', subject }];
  // The key itself is a secret: only that it was regenerated is told.
  if (event.type === 'ApiKeyRegenerated' || event.type === 'LocationApiKeyGenerated')
    return [{ change: 'apiKeyRegenerated', subject }];
  return differences(was, now, [...bookkeeping, 'apiKey']).map((d) => ({ change: 'changed', subject, ...d }));
}

/** A person as the trail names them: their name, or their e-mail before they gave one. */
export const personName = (user: Doc | undefined) =>
  user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || String(user.email ?? '') : '';

/** The changes of a user's stream that are the location's: who they are, their rights, access and standing. */
function userChanges(step: TrailStep): Told[] {
  const { before, after, location } = step;
  const event = logged(step.event);
  const userId = String(step.event.data.userId);
  const was = before(usersModel.collection, userId);
  const now = after(usersModel.collection, userId);
  const subject = personName(now ?? was);
  const roles = (list: unknown) => shown([...((list as string[]) ?? [])].sort());
  switch (event.type) {
    case 'UserInvited':
      return [{ change: 'userInvited', subject: event.data.email, after: roles(event.data.roles) }];
    case 'UserRegistered':
      return [{ change: 'userAdded', subject, after: roles(now?.roles) }];
    case 'UserRoleGranted':
      return [{ change: 'roleGranted', subject, after: String(event.data.role) }];
    case 'UserRoleRevoked':
      return [{ change: 'roleRevoked', subject, before: String(event.data.role) }];
    case 'UserGivenLocation':
    case 'UserLocationRemoved': {
      // Another location's access is that location's to tell.
      if (event.data.shortName !== location) return [];
      return [{ change: event.type === 'UserGivenLocation' ? 'locationGiven' : 'locationRemoved', subject }];
    }
    case 'UserRenamed':
    case 'UserEmailChanged':
    case 'UserMfaMethodChanged':
      return differences(was, now, [...bookkeeping]).map((d) => ({ change: 'userChanged', subject, ...d }));
    case 'UserDeactivated':
      return [{ change: 'userDeactivated', subject }];
    case 'UserReactivated':
      return [{ change: 'userReactivated', subject }];
    case 'UserDeleted':
      return [{ change: 'userDeleted', subject }];
    case 'UserPasswordChanged':
      return [{ change: 'passwordChanged', subject }];
    default:
      // Their own sign-ins, language, screens' preferences and reset links change nothing of the location.
      return [];
  }
}

const operationChange: Record<string, TrailChange> = {
  ParkedEventRetried: 'parkedRetried',
  ParkedEventSkipped: 'parkedSkipped',
  RebuildRequested: 'rebuildRequested',
  RebuildCancelled: 'rebuildCancelled',
};

function operationChanges({ event }: TrailStep): Told[] {
  const change = operationChange[event.type];
  if (!change) return [];
  const { projector, position, reason } = event.data;
  return [
    {
      change,
      subject: String(projector),
      within: typeof position === 'number' ? String(position) : null,
      after: typeof reason === 'string' ? reason : null,
    },
  ];
}

/** What an event of the location's log is about, or undefined for one the trail does not tell. */
export function areaOf(event: RecordedEvent): TrailArea | undefined {
  const list = settingsEventKind(event.type)?.list;
  if (list) return list;
  if (event.streamId.startsWith('location-')) return 'location';
  if (event.streamId.startsWith('user-')) return 'users';
  if (event.type in operationChange) return 'operations';
  return undefined;
}

/** The trail entries of one of the location's events, told with the names of that moment. */
export function trailEntriesOf(step: TrailStep, actor: AuditPerson): TrailEntry[] {
  const area = areaOf(step.event);
  if (!area) return [];
  const told =
    area === 'location'
      ? locationChanges(step)
      : area === 'users'
        ? userChanges(step)
        : area === 'operations'
          ? operationChanges(step)
          : settingsChanges(step);
  const { event } = step;
  return told.map((change, n) => ({
    id: `${event.position}.${n}`,
    position: event.position,
    at: event.metadata.at,
    area,
    change: change.change,
    actor,
    subject: change.subject ?? null,
    field: change.field ?? null,
    within: change.within ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
  }));
}

const cursorOf = (id: string) => id.split('.').map(Number) as [number, number];

/**
 * The page a trail query asks for: entries of one area and one person when given, holding the search text (in who,
 * what, which field, within or the values, case-insensitively), oldest or newest first (an event's own changes
 * stay in their order), after the cursor, at most `limit`.
 */
export function pageOfTrail(entries: readonly TrailEntry[], query: TrailQuery) {
  const search = query.search.toLocaleLowerCase();
  const holds = (entry: TrailEntry) =>
    [entry.actor.name, entry.subject, entry.field, entry.within, entry.before, entry.after].some(
      (value) => value !== null && String(value).toLocaleLowerCase().includes(search),
    );
  const kept = entries.filter(
    (entry) =>
      (query.kind === undefined || entry.area === query.kind) &&
      (query.person === undefined || entry.actor.userId === query.person) &&
      (!search || holds(entry)),
  );
  const ordered = query.order === 'oldest' ? kept : newestFirst(kept);
  let start = 0;
  if (query.cursor !== undefined) {
    const [position, n] = cursorOf(query.cursor);
    const past = (entry: TrailEntry) => {
      const [p, m] = cursorOf(entry.id);
      if (p === position) return m > n;
      return query.order === 'oldest' ? p > position : p < position;
    };
    start = ordered.findIndex(past);
    if (start < 0) start = ordered.length;
  }
  const page = ordered.slice(start, start + query.limit);
  return { entries: page, next: start + query.limit < ordered.length ? page.at(-1)!.id : null };
}
