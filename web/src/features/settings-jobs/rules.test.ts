import { Level, permissionsFromRoles } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { presetErrors } from '../../components/preset-message.ts';
import { withAssignees } from './appointment-categories.ts';
import { assigneeErrors, contactTypes, initials } from './assignees.ts';
import { assignmentChips } from './assignment-chips.ts';
import { canAddPreset, canChangePreset } from './preset-messages.ts';

describe('preset message rights (spec 2 section 6)', () => {
  it('adding needs messaging write and admin write', () => {
    expect(canAddPreset(permissionsFromRoles(['messaging-writer', 'admin-writer']))).toBe(true);
    expect(canAddPreset(permissionsFromRoles(['messaging-writer', 'admin-reader']))).toBe(false);
    expect(canAddPreset(permissionsFromRoles(['messaging-reader', 'admin-writer']))).toBe(false);
    expect(canAddPreset(permissionsFromRoles(['owner']))).toBe(true);
  });

  it('editing, switching and deleting need messaging = 2 only', () => {
    expect(canChangePreset({ messaging: Level.write })).toBe(true);
    expect(canChangePreset(permissionsFromRoles(['messaging-writer', 'admin-reader']))).toBe(true);
    expect(canChangePreset({ messaging: Level.read })).toBe(false);
    expect(canChangePreset({ messaging: Level.noAccess })).toBe(false);
  });

  it('requires a title and a message of at most 1500 characters', () => {
    expect(presetErrors({ title: 'Ready', message: 'Your car is ready' })).toEqual({});
    expect(presetErrors({ title: ' ', message: '  ' })).toEqual({
      title: 'Title is required',
      message: 'Message is required',
    });
    expect(presetErrors({ title: 'Long', message: 'x'.repeat(1501) }).message).toBe(
      'Message must be 1500 characters or less',
    );
    expect(presetErrors({ title: 'Long', message: 'x'.repeat(1500) })).toEqual({});
  });
});

describe('appointment category assignment chips', () => {
  it('shows at most two names, then +N more', () => {
    expect(assignmentChips([])).toEqual({ names: [], more: null });
    expect(assignmentChips(['Ann', 'Bob'])).toEqual({ names: ['Ann', 'Bob'], more: null });
    expect(assignmentChips(['Ann', 'Bob', 'Cy', 'Di'])).toEqual({ names: ['Ann', 'Bob'], more: '+2 more' });
  });
});

describe('assignee rows', () => {
  it('needs a name and a cellular number of exactly 10 digits when one is given', () => {
    expect(assigneeErrors({ name: 'Rita Tech', cellular: '(555) 123-4567' })).toEqual({});
    expect(assigneeErrors({ name: 'Rita Tech', cellular: '' })).toEqual({});
    expect(assigneeErrors({ name: '  ', cellular: '(555) 123-45' })).toEqual({
      name: 'Name is required',
      cellular: 'Phone number is not valid',
    });
  });

  it('draws initials from the first and last words', () => {
    expect(initials('rita de la tech')).toBe('RT');
    expect(initials('Cher')).toBe('C');
    expect(initials(' ')).toBe('?');
  });
});

describe('appointment category assignments', () => {
  it('keeps the notify flag of assignees kept, and new ones are notified', () => {
    const category = {
      apptCategoryId: 'c1',
      description: 'Estimate',
      displayColor: '#000000',
      isActive: true,
      isPublic: false,
      deletedAt: null,
      assignments: [{ contactId: 'a', doNotify: false }],
    };
    expect(withAssignees(category, ['a', 'b'])).toEqual([
      { contactId: 'a', doNotify: false },
      { contactId: 'b', doNotify: true },
    ]);
    expect(withAssignees(category, [])).toEqual([]);
  });
});

describe('assignee types', () => {
  it('offers the known types, Tech first, plus any other type a row has', () => {
    expect(contactTypes([])[0]).toBe('Tech');
    expect(contactTypes(['Tech', 'Glass', ''])).toEqual([...contactTypes([]), 'Glass']);
  });
});
