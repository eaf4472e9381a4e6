import { describe, expect, it } from 'vitest';
import { projectInMemory } from '../projector.ts';
import { jobCreated, recorded } from '../testing/events.ts';
import { identityProjector } from './identity.ts';
import { liveFeedProjector } from './live-feed.ts';
import { settingsProjector } from './settings.ts';

describe('settings read model', () => {
  it('keeps each list item per location, applying changes and soft removal', () => {
    const model = projectInMemory(
      settingsProjector,
      recorded([
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
      ]),
    );
    expect(model.get('groups', 'BAYVIEW:INS')).toMatchObject({
      name: 'Insurance Co',
      locationShortName: 'BAYVIEW',
      deletedAt: '2026-03-03T00:00:00Z',
    });
    expect(model.get('groups', 'HARBOR:INS')).toMatchObject({ name: 'Ins', locationShortName: 'HARBOR' });
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
    expect(model.get('users', '1')).toMatchObject({ email: 'a@b.test', eula: true, selectedLocation: 'HARBOR' });
    expect(model.all('sessions')).toEqual([]);
  });

  it('keeps the language the user chose last', () => {
    const chosen = (language: string) => ({
      streamId: 'user-1',
      type: 'UserLanguageChosen',
      data: { userId: '1', language },
    });
    const model = projectInMemory(
      identityProjector,
      recorded([
        { streamId: 'user-1', type: 'UserRegistered', data: { userId: '1', email: 'a@b.test', roles: [] } },
        chosen('fr'),
        chosen('zh'),
      ]),
    );
    expect(model.get('users', '1')).toMatchObject({ email: 'a@b.test', language: 'zh', version: 2 });
  });

  it('keeps the display preferences of each location, the last saved of each', () => {
    const saved = (locationShortName: string, weekStart: string) => ({
      streamId: 'user-1',
      type: 'DisplayPreferencesSaved',
      data: { userId: '1', locationShortName, preferences: { weekStart } },
    });
    const model = projectInMemory(
      identityProjector,
      recorded([
        { streamId: 'user-1', type: 'UserRegistered', data: { userId: '1', email: 'a@b.test', roles: [] } },
        saved('BAYVIEW', 'monday'),
        saved('HARBOR', 'monday'),
        saved('BAYVIEW', 'sunday'),
      ]),
    );
    expect(model.get('users', '1')?.displayPreferences).toEqual({
      BAYVIEW: { weekStart: 'sunday' },
      HARBOR: { weekStart: 'monday' },
    });
  });
});

describe('live feed', () => {
  it('keeps the latest change of each item per location with its position', () => {
    const model = projectInMemory(
      liveFeedProjector,
      recorded([
        jobCreated('j1'),
        jobCreated('j2'),
        { streamId: 'job-j1', type: 'JobMovedToDepartment', data: { jobAdminId: 'j1' } },
        { streamId: 'job-j2', type: 'JobArchived', data: { jobAdminId: 'j2', closeDate: 'x' } },
        { streamId: 'job-j1', type: 'JobPrioritised', data: { jobAdminId: 'j1', priority: 1 } },
        { streamId: 'session-s', type: 'SessionStarted', data: { userId: '1', sessionId: 's' } },
      ]),
    );
    expect(model.get('updates', 'BAYVIEW|job|j1')).toMatchObject({
      ItemId: 'j1',
      Type: 'job',
      Action: 'update',
      position: 3,
    });
    expect(model.get('updates', 'BAYVIEW|job|j2')).toMatchObject({ Action: 'remove', position: 4 });
    expect(model.get('updates', 'BAYVIEW|priority|j1')).toMatchObject({ Type: 'priority', position: 5 });
    expect(model.all('updates')).toHaveLength(3);
  });

  it('tells the location’s browsers that its settings changed', () => {
    const model = projectInMemory(
      liveFeedProjector,
      recorded([
        { streamId: 'location-BAYVIEW', type: 'LocationPreferencesChanged', data: { changes: { releaseGoal: 6 } } },
        { streamId: 'location-BAYVIEW', type: 'MessagingModuleEnabled', data: {} },
      ]),
    );
    expect(model.all('updates')).toEqual([
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
