import {
  enableMessagingSchema,
  type LocationEvent,
  locationSettingsSchema,
  newLocationMessages,
  newLocationSchema,
  subdivisionsOf,
} from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.ts';
import { decideAddLocation, decideGenerateApiKey, decideMessaging, decideSaveSettings, location } from './location.ts';

const info = {
  shortName: 'BAYVIEW',
  name: 'Bayview Collision',
  alias: 'Bayview',
  address1: '1450 Shoreline Blvd',
  city: 'Oakland',
  subdivision: 'CA',
  postalCode: '94607',
  country: 'US',
  phone: '5105550142',
  timeZone: 'America/Los_Angeles',
};
const opened = { type: 'LocationOpened', data: { info } } satisfies LocationEvent;
const state = () => given(location, [opened]).state;
/** The screens' form as sent, parsed as the route parses it. */
const form = (changes: Record<string, unknown> = {}) =>
  locationSettingsSchema.parse({ ...state().info, ...changes, assignees: [], availableRoles: [] });
const active = new Set(['c1']);
const known = new Set(['c1', 'c2']);

const messagesOf = (body: Record<string, unknown>) =>
  locationSettingsSchema
    .safeParse({ ...state().info, ...body })
    .error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('saving location settings', () => {
  it('appends nothing when nothing changed', () => {
    given(location, [opened])
      .when((s) => decideSaveSettings(s, form(), active, known))
      .then([]);
  });

  it('changes the appointment reminder’s lead time when sent, and keeps it when a screen leaves it out', () => {
    const changed = given(location, [opened])
      .when((s) => decideSaveSettings(s, form({ appointmentReminderMinutes: 90 }), active, known))
      .then([{ type: 'LocationPreferencesChanged', data: { changes: { appointmentReminderMinutes: 90 } } }]);
    const { appointmentReminderMinutes: _kept, ...withoutIt } = form();
    given(location, [opened, ...changed])
      .when((s) => decideSaveSettings(s, withoutIt, active, known))
      .then([]);
    expect(messagesOf({ appointmentReminderMinutes: 10 })).toEqual([
      ['appointmentReminderMinutes', 'Appointment reminder must be 15 to 10080 minutes before'],
    ]);
  });

  it('tells each part that changed in the shop’s words', () => {
    const events = given(location, [opened])
      .when((s) =>
        decideSaveSettings(
          s,
          form({
            name: 'Bayview Auto',
            city: 'Alameda',
            websiteUrl: 'https://bayview.example.com',
            thresholdPercent: 90,
            doNotifySaturday: true,
            enableWipInvNotify: true,
            notifyAssigneeIds: ['c1'],
          }),
          active,
          known,
        ),
      )
      .then([
        { type: 'LocationRenamed', data: { name: 'Bayview Auto', alias: 'Bayview' } },
        {
          type: 'LocationAddressChanged',
          data: {
            address1: '1450 Shoreline Blvd',
            address2: '',
            city: 'Alameda',
            subdivision: 'CA',
            postalCode: '94607',
            country: 'US',
          },
        },
        { type: 'LocationContactChanged', data: { phone: '5105550142', websiteUrl: 'https://bayview.example.com' } },
        {
          type: 'LocationPreferencesChanged',
          data: { changes: { doNotifySaturday: true, thresholdPercent: 90, notifyAssigneeIds: ['c1'] } },
        },
        { type: 'WipNotificationsEnabled', data: {} },
      ]);
    const after = given(location, [opened, ...events]).state.info!;
    expect(after).toMatchObject({
      name: 'Bayview Auto',
      city: 'Alameda',
      thresholdPercent: 90,
      enableWipInvNotify: true,
    });
  });

  it('refuses WIP notifications without an active assignee, and an assignee of no one', () => {
    given(location, [opened])
      .when((s) => decideSaveSettings(s, form({ enableWipInvNotify: true, notifyAssigneeIds: ['c2'] }), active, known))
      .thenThrows('InvalidFields', (refusal) =>
        expect(refusal.extra.errors).toEqual([
          { field: 'notifyAssigneeIds', message: 'At least one active assignee must be selected to notify' },
        ]),
      );
    given(location, [opened])
      .when((s) => decideSaveSettings(s, form({ notifyAssigneeIds: ['zz'] }), active, known))
      .thenThrows('InvalidFields', (refusal) =>
        expect(refusal.extra.errors).toEqual([{ field: 'notifyAssigneeIds.0', message: 'Assignee not found' }]),
      );
  });

  it('refuses a location that was never opened', () => {
    given(location, [])
      .when((s) => decideSaveSettings(s, form(), active, known))
      .thenThrows('NotFound');
  });
});

describe('the location form’s rules', () => {
  it('answers in the spec’s words', () => {
    expect(messagesOf({ name: '', address1: ' ', city: '', phone: '' })).toEqual([
      ['name', 'Name is required'],
      ['address1', 'Address is required'],
      ['city', 'City is required'],
      ['phone', 'Phone is required'],
    ]);
    expect(messagesOf({ phone: '555-01', websiteUrl: 'not a url' })).toEqual([
      ['phone', 'Phone is not valid'],
      ['websiteUrl', 'URL must be valid'],
    ]);
    expect(messagesOf({ postalCode: '', subdivision: '' })).toEqual([
      ['postalCode', 'Zip is required'],
      ['subdivision', 'State is required'],
    ]);
    expect(messagesOf({ postalCode: '946' })).toEqual([['postalCode', 'Zip must be 5 characters or more']]);
    expect(messagesOf({ country: 'CA', postalCode: 'V5K0A', subdivision: '' })).toEqual([
      ['postalCode', 'Postal code must be 6 characters or more'],
      ['subdivision', 'Province is required'],
    ]);
    expect(messagesOf({ country: 'CA', postalCode: '' })).toEqual([['postalCode', 'Postal code is required']]);
    expect(messagesOf({ thresholdPercent: 101, notifyMax: 0, notifyPeriod: 61, jobNotifyPeriod: 4 })).toEqual([
      ['jobNotifyPeriod', 'Notification Frequency must be between 5 and 60'],
      ['thresholdPercent', 'Threshold must be between 0 and 100'],
      ['notifyPeriod', 'Notification Frequency must be between 5 and 60'],
      ['notifyMax', 'Max Notifications must be between 1 and 100'],
    ]);
    expect(messagesOf({ name: 'x'.repeat(121), postalCode: '12345678901' })?.map(([f]) => f)).toEqual([
      'name',
      'postalCode',
    ]);
  });

  it('lists US states and Canadian provinces, and nothing for another country', () => {
    expect(subdivisionsOf('us')).toContainEqual({ subdivisionId: 'CA', name: 'California' });
    expect(subdivisionsOf('CA')).toContainEqual({ subdivisionId: 'ON', name: 'Ontario' });
    expect(subdivisionsOf('FR')).toEqual([]);
  });
});

describe('modules and the API key (support only, checked by the route)', () => {
  it('switches messaging and its phone, digits only, empty as none', () => {
    const parsed = enableMessagingSchema.parse({ isEnabled: 'true', phoneNumber: '(510) 555-0100' });
    expect(parsed).toEqual({ isEnabled: true, phoneNumber: '5105550100' });
    expect(enableMessagingSchema.parse({ isEnabled: 'false', phoneNumber: '' }).phoneNumber).toBeNull();
    expect(enableMessagingSchema.safeParse({ isEnabled: 'true', phoneNumber: '555' }).error?.issues[0]?.message).toBe(
      'Phone is Invalid',
    );
    const enabled = given(location, [opened])
      .when((s) => decideMessaging(s, true, '5105550100'))
      .then([
        { type: 'MessagingModuleEnabled', data: {} },
        { type: 'SmsPhoneChanged', data: { smsSendPhone: '5105550100' } },
      ]);
    given(location, [opened, ...enabled])
      .when((s) => decideMessaging(s, true, '5105550100'))
      .then([]);
  });

  it('regenerates the key as ApiKeyRegenerated, and still folds the older LocationApiKeyGenerated', () => {
    given(location, [opened])
      .when((s) => decideGenerateApiKey(s, 'k2'))
      .then([{ type: 'ApiKeyRegenerated', data: { apiKey: 'k2' } }]);
    const old = given(location, [opened, { type: 'LocationApiKeyGenerated', data: { apiKey: 'k1' } }]).state;
    expect(old.info?.apiKey).toBe('k1');
  });
});

describe('adding a location from the app', () => {
  const added = { ...info, shortName: 'EASTSIDE', name: 'Eastside Body', timeZone: 'America/Toronto' };

  it('opens a new short name, and refuses one in use on its field', () => {
    given(location, [])
      .when((s) => decideAddLocation(s, added))
      .then([{ type: 'LocationOpened', data: { info: added } }]);
    given(location, [opened])
      .when((s) => decideAddLocation(s, { ...added, shortName: 'BAYVIEW' }))
      .thenThrows('InvalidFields', (refusal) =>
        expect(refusal.extra.errors).toEqual([{ field: 'shortName', message: newLocationMessages.shortNameTaken }]),
      );
  });

  it('holds the name, short name and time zone to the location rules, each on its field', () => {
    const issues = (body: Record<string, unknown>) =>
      newLocationSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(
      newLocationSchema.parse({ name: ' Eastside Body ', shortName: 'east-1', timeZone: 'America/Toronto' }),
    ).toEqual({ name: 'Eastside Body', shortName: 'EAST-1', timeZone: 'America/Toronto' });
    expect(issues({ name: ' ', shortName: 'E', timeZone: 'Mars/Olympus' })).toEqual([
      ['name', 'Name is required'],
      ['shortName', 'Short name must be 2 to 20 letters, digits or dashes'],
      ['timeZone', newLocationMessages.timeZoneInvalid],
    ]);
    expect(issues({ name: 'x'.repeat(121), shortName: 'EAST SIDE', timeZone: 'EST' })).toEqual([
      ['name', 'Must be 120 characters or fewer'],
      ['shortName', 'Short name must be 2 to 20 letters, digits or dashes'],
      ['timeZone', newLocationMessages.timeZoneInvalid],
    ]);
  });
});
