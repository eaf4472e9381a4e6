import type { JobEvents } from '@bayline/contracts';
import { boardCardsModel, type CardDoc } from '@bayline/contracts/read-models/jobs';
import { describe, expect, it } from 'vitest';
import { ofTypes } from '../projector.ts';
import { jobCreated } from '../testing/events.ts';
import { type GivenEvent, given, type UntypedEvent } from '../testing/given.ts';
import { boardProjector } from './board.ts';

const on = <T extends keyof JobEvents>(type: T, data: Omit<JobEvents[T], 'jobAdminId'>, at?: string) =>
  ({ streamId: 'job-j1', type, data: { jobAdminId: 'j1', ...data }, at }) as GivenEvent;
const move = (to: string, sub: string | null = null, at?: string) =>
  on(
    'JobMovedToDepartment',
    {
      fromDepartmentShortName: 'X',
      toDepartmentShortName: to,
      toDepartmentId: `dep-${to}`,
      toSubdepartmentShortName: sub,
    },
    at,
  );
const created = jobCreated('j1', {
  hat: 'RO-7',
  year: 2019,
  make: 'Honda',
  model: 'Civic',
  color: 'Blue',
  vin: '1HGCM82633A004352',
  description: 'Rear bumper',
  groupShortName: 'FLEET',
  jobClassId: 'class-1',
  refinish: 2,
  scheduledIn: '2026-03-04T00:00:00',
  scheduledOut: '2026-03-09T00:00:00',
  clientCellular: '(510) 555-0123',
  clientEmail: 'maria@example.com',
  clientAddress1: '1 Main St',
  isTotalLoss: false,
});
const card = (...events: GivenEvent[]) =>
  given(boardProjector, boardCardsModel, [{ ...created, at: '2026-03-02T15:00:00.000Z' }, ...events]);

describe('board cards read model', () => {
  it('holds what the card shows of a created job, and nothing of the customer’s contact details', () => {
    card().then({
      id: 'j1',
      jobAdminId: 'j1',
      jobAdminInt: 1001,
      locationShortName: 'BAYVIEW',
      roState: 2,
      version: 0,
      hat: 'RO-7',
      clientName: 'Maria Garcia',
      year: 2019,
      make: 'Honda',
      model: 'Civic',
      color: 'Blue',
      vin: '1HGCM82633A004352',
      description: 'Rear bumper',
      groupShortName: 'FLEET',
      jobClassId: 'class-1',
      hours: 10,
      refinish: 2,
      subTotal: 1200,
      scheduledIn: '2026-03-04T00:00:00',
      scheduledOut: '2026-03-09T00:00:00',
      departmentShortName: 'EST',
      departmentId: 'dep-EST',
      subdepartmentShortName: null,
      departmentEnteredAt: '2026-03-02T15:00:00.000Z',
      priority: 0,
      hold: null,
      badges: [],
      assignments: [],
    });
  });

  it('follows moves: a new department from the move’s time, its priority kept only within the department', () => {
    card(on('JobPrioritised', { priority: 2 }), move('EST', 'BAY1', '2026-03-02T17:00:00.000Z')).thenMatches({
      id: 'j1',
      departmentShortName: 'EST',
      subdepartmentShortName: 'BAY1',
      departmentEnteredAt: '2026-03-02T17:00:00.000Z',
      priority: 2,
      version: 2,
    });
    card(on('JobPrioritised', { priority: 2 }), move('BODY')).thenMatches({
      id: 'j1',
      departmentShortName: 'BODY',
      departmentId: 'dep-BODY',
      subdepartmentShortName: null,
      priority: 0,
    });
  });

  it('takes the changed fields it shows, and ignores changes to fields it does not', () => {
    const changed = card(
      on('JobInformationChanged', { changes: { clientName: 'Maria G.', hours: 12.5, clientEmail: 'm@example.com' } }),
      on('JobScheduledOutChanged', { scheduledOut: '2026-03-12T00:00:00' }),
    );
    changed.thenMatches({
      id: 'j1',
      clientName: 'Maria G.',
      hours: 12.5,
      scheduledOut: '2026-03-12T00:00:00',
      version: 2,
    });
    expect(changed.document('j1')).not.toHaveProperty('clientEmail');
    // Only the customer's e-mail changed: the card is left as it was (its version too).
    card(on('JobInformationChanged', { changes: { clientEmail: 'm@example.com' } })).thenMatches({
      id: 'j1',
      version: 0,
    });
  });

  it('shows a hold with its reason, note, start and who put it, until it is released', () => {
    const held = on(
      'JobHeld',
      { holdId: 'h1', delayId: 'delay-parts', reason: 'Parts', note: 'Bumper on order' },
      '2026-03-02T16:00:00.000Z',
    );
    card(held).thenMatches({
      id: 'j1',
      hold: {
        holdId: 'h1',
        delayId: 'delay-parts',
        reason: 'Parts',
        note: 'Bumper on order',
        heldAt: '2026-03-02T16:00:00.000Z',
        heldById: 'u1',
      },
      version: 1,
    });
    card(held, on('JobReleased', { holdId: 'h1', reason: 'Parts', heldAt: '2026-03-02T16:00:00.000Z' })).thenMatches({
      id: 'j1',
      hold: null,
      version: 2,
    });
  });

  it('keeps badges and their states, and the assignees per department', () => {
    const kept = card(
      on('JobBadgeAdded', { badgeId: 'b1' }),
      on('JobBadgeAdded', { badgeId: 'b2' }),
      on('BadgeStateChanged', { badgeId: 'b2', state: 3, badgeDescription: 'Parts', stateDescription: 'Ordered' }),
      on('JobBadgeRemoved', { badgeId: 'b1' }),
      on('JobAssigned', {
        jobAssignmentId: 'a1',
        departmentId: 'dep-EST',
        contactId: 'c1',
        doNotify: true,
        notifyOnly: false,
      }),
      on('JobAssigned', {
        jobAssignmentId: 'a2',
        departmentId: 'dep-BODY',
        contactId: 'c2',
        doNotify: true,
        notifyOnly: false,
      }),
      on('JobAssignmentChanged', { jobAssignmentId: 'a1', changes: { contactId: 'c3' } }),
      on('JobUnassigned', { jobAssignmentId: 'a2' }),
    );
    expect(kept.document('j1')?.badges).toEqual([{ badgeId: 'b2', state: 3 }]);
    expect(kept.document('j1')?.assignments).toEqual([
      { jobAssignmentId: 'a1', departmentId: 'dep-EST', contactId: 'c3', doNotify: true, notifyOnly: false },
    ]);
  });

  it('leaves the card alone for tasks, notes and estimates', () => {
    const untouched = card(
      on('TaskAddedToJob', { jobTodoId: 't1', todoId: 'x', description: 'Wash', sortOrder: 0 }),
      on('JobNoteAdded', { jobHistoryId: 'n1', notes: 'Called', noteCategoryId: 'c' }),
      on('EstimateLinked', { estimateId: 'e1' }),
    );
    untouched.then(card().document('j1')!);
  });

  it('keeps a closed job’s card with its state, and brings it back as it was when the job reopens', () => {
    card(
      on('JobPrioritised', { priority: 1 }),
      on('JobArchived', { closeDate: '2026-03-05T10:00:00.000Z' }),
    ).thenMatches({ id: 'j1', roState: 3, priority: 1, version: 2 });
    card(on('JobVoided', { closeDate: '2026-03-05T10:00:00.000Z' })).thenMatches({ id: 'j1', roState: 4 });
    card(
      on('JobPrioritised', { priority: 1 }),
      on('JobArchived', { closeDate: '2026-03-05T10:00:00.000Z' }),
      on('JobReopened', {}),
    ).thenMatches({ id: 'j1', roState: 2, priority: 1, clientName: 'Maria Garcia', version: 3 });
  });

  it('has a card for every job of every location and nothing for other streams', () => {
    const model = given<CardDoc, UntypedEvent>(boardProjector, boardCardsModel, [
      jobCreated('j1'),
      { ...jobCreated('j2'), location: 'HARBOR' },
      { streamId: 'groups-BAYVIEW', type: 'GroupAdded', data: { item: { shortName: 'FLEET' } } },
    ]);
    expect(model.all().map((c) => [c.id, c.locationShortName])).toEqual([
      ['j1', 'BAYVIEW'],
      ['j2', 'HARBOR'],
    ]);
  });
});

describe('the events a projector is given', () => {
  // `npm test` type-checks the tests: each line below fails it the day a misspelt event type compiles again.
  it('are Bayline’s: a misspelt event type fails to compile, and projects nothing', () => {
    // @ts-expect-error JobMovedToDepartmnet is no event of Bayline's
    ofTypes('JobMovedToDepartmnet');
    const misspelt: GivenEvent[] = [
      // @ts-expect-error JobMovedToDepartmnet is no event of Bayline's
      { streamId: 'job-j1', type: 'JobMovedToDepartmnet', data: { jobAdminId: 'j1', toDepartmentShortName: 'BODY' } },
    ];
    expect(card(...misspelt).document('j1')).toEqual(card().document('j1'));
  });
});
