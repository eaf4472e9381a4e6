import { usersModel } from '@bayline/contracts/read-models/identity';
import { updatesModel } from '@bayline/contracts/read-models/live';
import { type ListItemDoc, settingsListModels } from '@bayline/contracts/read-models/settings';
import { describe, expect, it } from 'vitest';
import { projectInMemory } from '../projector.ts';
import { jobCreated, recorded } from '../testing/events.ts';
import { type GivenEvent, given, type UntypedEvent } from '../testing/given.ts';
import { identityProjector } from './identity.ts';
import { liveFeedProjector } from './live-feed.ts';
import { settingsProjector } from './settings.ts';

describe('settings read model', () => {
  it('keeps each list item per location, applying changes and soft removal', () => {
    const groups = given<ListItemDoc, UntypedEvent>(settingsProjector, settingsListModels.groups, [
      {
        streamId: 'location-BAYVIEW',
        type: 'LocationOpened',
        data: { info: { shortName: 'BAYVIEW', name: 'Bayview' } },
      },
      {
        streamId: 'groups-BAYVIEW',
        type: 'GroupAdded',
        data: { item: { shortName: 'INS', name: 'Insurance', isActive: true } },
      },
      {
        streamId: 'groups-HARBOR',
        type: 'GroupAdded',
        location: 'HARBOR',
        data: { item: { shortName: 'INS', name: 'Ins', isActive: true } },
      },
      { streamId: 'groups-BAYVIEW', type: 'GroupChanged', data: { id: 'INS', changes: { name: 'Insurance Co' } } },
      { streamId: 'groups-BAYVIEW', type: 'GroupRemoved', data: { id: 'INS', deletedAt: '2026-03-03T00:00:00Z' } },
    ]);
    groups.thenMatches({
      id: 'BAYVIEW:INS',
      name: 'Insurance Co',
      locationShortName: 'BAYVIEW',
      deletedAt: '2026-03-03T00:00:00Z',
    });
    groups.thenMatches({ id: 'HARBOR:INS', name: 'Ins', locationShortName: 'HARBOR' });
  });
});

describe('identity read model', () => {
  it('holds users with their licence, and the location last chosen in a session as their default', () => {
    const model = projectInMemory(
      identityProjector,
      recorded([
        {
          streamId: 'user-1',
          type: 'UserRegistered',
          data: { userId: '1', email: 'a@b.test', roles: ['owner'], locationShortNames: ['BAYVIEW', 'HARBOR'] },
        },
        { streamId: 'user-1', type: 'EulaSigned', data: { userId: '1' } },
        { streamId: 'user-1', type: 'LocationSelected', data: { userId: '1', shortName: 'BAYVIEW' } },
        { streamId: 'session-s1', type: 'SessionStarted', data: { userId: '1', sessionId: 's1' } },
        {
          streamId: 'session-s1',
          type: 'LocationSelected',
          data: { userId: '1', sessionId: 's1', shortName: 'HARBOR' },
        },
        { streamId: 'session-s1', type: 'SessionEnded', data: { userId: '1', sessionId: 's1' } },
      ]),
    );
    expect(model.get(usersModel.collection, '1')).toMatchObject({
      email: 'a@b.test',
      eula: true,
      selectedLocation: 'HARBOR',
    });
    expect(model.all('sessions')).toEqual([]);
  });

  it('keeps the language the user chose last', () => {
    const chosen = (language: 'fr' | 'zh'): GivenEvent => ({
      streamId: 'user-1',
      type: 'UserLanguageChosen',
      data: { userId: '1', language },
    });
    given(identityProjector, usersModel, [
      { streamId: 'user-1', type: 'UserRegistered', data: { userId: '1', email: 'a@b.test', roles: [] } },
      chosen('fr'),
      chosen('zh'),
    ]).thenMatches({ id: '1', email: 'a@b.test', language: 'zh', version: 2 });
  });

  it('keeps the display preferences of each location, the last saved of each', () => {
    const saved = (locationShortName: string, weekStart: 'sunday' | 'monday'): GivenEvent => ({
      streamId: 'user-1',
      type: 'DisplayPreferencesSaved',
      data: { userId: '1', locationShortName, preferences: { weekStart } },
    });
    const user = given(identityProjector, usersModel, [
      { streamId: 'user-1', type: 'UserRegistered', data: { userId: '1', email: 'a@b.test', roles: [] } },
      saved('BAYVIEW', 'monday'),
      saved('HARBOR', 'monday'),
      saved('BAYVIEW', 'sunday'),
    ]);
    expect(user.document('1')?.displayPreferences).toEqual({
      BAYVIEW: { weekStart: 'sunday' },
      HARBOR: { weekStart: 'monday' },
    });
  });
});

describe('live feed', () => {
  it('keeps the latest change of each item per location with its position', () => {
    const model = given(liveFeedProjector, updatesModel, [
      jobCreated('j1'),
      jobCreated('j2'),
      { streamId: 'job-j1', type: 'JobMovedToDepartment', data: { jobAdminId: 'j1' } },
      { streamId: 'job-j2', type: 'JobArchived', data: { jobAdminId: 'j2', closeDate: 'x' } },
      { streamId: 'job-j1', type: 'JobPrioritised', data: { jobAdminId: 'j1', priority: 1 } },
      { streamId: 'session-s', type: 'SessionStarted', data: { userId: '1', sessionId: 's' } },
    ]);
    model.thenMatches({
      id: 'BAYVIEW|job|j1',
      ItemId: 'j1',
      Type: 'job',
      Action: 'update',
      position: 3,
    });
    model.thenMatches({ id: 'BAYVIEW|job|j2', Action: 'remove', position: 4 });
    model.thenMatches({ id: 'BAYVIEW|priority|j1', Type: 'priority', position: 5 });
    expect(model.all()).toHaveLength(3);
  });

  it('tells the location’s browsers that its settings changed', () => {
    const model = given(liveFeedProjector, updatesModel, [
      { streamId: 'location-BAYVIEW', type: 'LocationPreferencesChanged', data: { changes: { releaseGoal: 6 } } },
      { streamId: 'location-BAYVIEW', type: 'MessagingModuleEnabled', data: {} },
    ]);
    expect(model.all()).toEqual([
      {
        id: 'BAYVIEW|location|BAYVIEW',
        locationShortName: 'BAYVIEW',
        ItemId: 'BAYVIEW',
        Type: 'location',
        Action: 'update',
        position: 2,
      },
    ]);
  });
});
