import { locationSettingsModel, usersModel } from '@bayline/contracts/read-models/identity';
import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.ts';
import { identityProjector } from './identity.ts';
import { locationsProjector } from './locations.ts';

describe('locations read model', () => {
  it('keeps each location’s settings with its stream version, old and new key events alike', () => {
    const locations = given(locationsProjector, locationSettingsModel, [
      {
        streamId: 'location-BAYVIEW',
        type: 'LocationOpened',
        data: { info: { shortName: 'BAYVIEW', name: 'Bayview', timeZone: 'America/Los_Angeles' } },
      },
      { streamId: 'location-BAYVIEW', type: 'LocationApiKeyGenerated', data: { apiKey: 'k1' } },
      { streamId: 'location-BAYVIEW', type: 'LocationRenamed', data: { name: 'Bayview Auto', alias: 'BV' } },
      {
        streamId: 'location-BAYVIEW',
        type: 'LocationPreferencesChanged',
        data: { changes: { thresholdPercent: 90, notifyAssigneeIds: ['c1'] } },
      },
      { streamId: 'location-BAYVIEW', type: 'WipNotificationsEnabled', data: {} },
      { streamId: 'location-BAYVIEW', type: 'MessagingModuleEnabled', data: {} },
      { streamId: 'location-BAYVIEW', type: 'SmsPhoneChanged', data: { smsSendPhone: '5105550100' } },
      { streamId: 'location-HARBOR', type: 'ApiKeyRegenerated', data: { apiKey: 'lost' } },
      { streamId: 'location-BAYVIEW', type: 'ApiKeyRegenerated', data: { apiKey: 'k2' } },
    ]);
    locations.thenMatches({
      id: 'BAYVIEW',
      name: 'Bayview Auto',
      alias: 'BV',
      apiKey: 'k2',
      thresholdPercent: 90,
      notifyAssigneeIds: ['c1'],
      enableWipInvNotify: true,
      enableMessaging: true,
      smsSendPhone: '5105550100',
      notifyMax: 5,
      version: 7,
    });
    expect(locations.document('HARBOR')).toBeUndefined();
  });
});

describe('identity read model: the Users screen', () => {
  it('applies each fact of a user’s stream', () => {
    const user = given(identityProjector, usersModel, [
      {
        streamId: 'user-1',
        type: 'UserRegistered',
        at: '2026-03-01T10:00:00.000Z',
        data: { userId: '1', email: 'a@b.test', roles: ['dashReader'], locationShortNames: ['BAYVIEW'] },
      },
      { streamId: 'user-1', type: 'UserRenamed', data: { userId: '1', firstName: 'Ann', lastName: 'Lee' } },
      { streamId: 'user-1', type: 'UserEmailChanged', data: { userId: '1', email: 'ann@b.test' } },
      { streamId: 'user-1', type: 'UserRoleGranted', data: { userId: '1', role: 'admin-writer' } },
      { streamId: 'user-1', type: 'UserRoleRevoked', data: { userId: '1', role: 'dashReader' } },
      { streamId: 'user-1', type: 'UserGivenLocation', data: { userId: '1', shortName: 'HARBOR' } },
      { streamId: 'user-1', type: 'UserLocationRemoved', data: { userId: '1', shortName: 'BAYVIEW' } },
      { streamId: 'user-1', type: 'UserMfaMethodChanged', data: { userId: '1', mfaMethod: 'Email' } },
      { streamId: 'user-1', type: 'UserPasswordChanged', data: { userId: '1', passwordHash: 'h2' } },
      { streamId: 'user-1', type: 'UserDeactivated', data: { userId: '1' } },
    ]);
    user.thenMatches({
      id: '1',
      firstName: 'Ann',
      email: 'ann@b.test',
      roles: ['admin-writer'],
      locationShortNames: ['HARBOR'],
      mfaMethod: 'Email',
      passwordHash: 'h2',
      isActive: false,
      deletedAt: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    given(
      identityProjector,
      usersModel,
      [
        { streamId: 'user-1', type: 'UserReactivated', data: { userId: '1' } },
        { streamId: 'user-1', type: 'UserDeleted', data: { userId: '1' }, at: '2026-03-05T00:00:00.000Z' },
      ],
      [user.document('1')!],
    ).thenMatches({ id: '1', isActive: true, deletedAt: '2026-03-05T00:00:00.000Z' });
  });
});
