import { type LocationInfo, locationSettingsViewOf, openedLocationSettings } from '@bayline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { informationErrors, informationValuesOf, postalCodeLabel, withCountry } from './location-information.ts';
import { preferencesBody, preferencesErrors, preferencesValuesOf } from './location-preferences.ts';

const info: LocationInfo = {
  shortName: 'BAYVIEW',
  name: 'Bayview Collision',
  alias: '',
  address1: '1 Bay Road',
  city: 'Oakland',
  subdivision: 'CA',
  postalCode: '94601',
  country: 'US',
  phone: '(510) 555-0100',
  timeZone: 'America/Los_Angeles',
};
const view = locationSettingsViewOf(
  openedLocationSettings(info),
  3,
  { contacts: [], jobClasses: [] },
  new Date('2026-11-28T12:00:00Z'),
);

describe('the location information form', () => {
  it('has the server’s messages, by country', () => {
    const values = informationValuesOf(view);
    expect(informationErrors(view, values)).toEqual({});
    expect(
      informationErrors(view, { ...values, name: ' ', postalCode: '946', phone: '555-12', websiteUrl: 'not a url' }),
    ).toEqual({
      name: 'Name is required',
      postalCode: 'Zip must be 5 characters or more',
      phone: 'Phone is not valid',
      websiteUrl: 'URL must be valid',
    });
    const canada = withCountry(values, 'CA');
    expect(canada.subdivision).toBe('');
    expect(postalCodeLabel('CA')).toBe('Postal Code');
    expect(informationErrors(view, { ...canada, postalCode: '' })).toEqual({
      subdivision: 'Province is required',
      postalCode: 'Postal code is required',
    });
    expect(informationErrors(view, { ...canada, subdivision: 'ON', postalCode: 'M5V' }).postalCode).toBe(
      'Postal code must be 6 characters or more',
    );
  });
});

describe('the location preferences form', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Kolkata';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('shows numbers as text and times on the location’s clock, and sends them back as numbers and UTC', () => {
    // A winter day in Oakland (UTC-8), read in a browser in Kolkata.
    const winter = { ...view, today: '2026-01-15' };
    const values = preferencesValuesOf({ ...winter, notifyStart: '14:00' });
    expect(values.notifyStart).toBe('06:00');
    expect(values.thresholdPercent).toBe(String(view.thresholdPercent));
    const body = preferencesBody({ ...values, thresholdPercent: '85', notifyEnd: '18:00' }, winter);
    expect(body).toMatchObject({ thresholdPercent: 85, notifyStart: '14:00', notifyEnd: '02:00' });
  });

  it('has the spec’s range messages', () => {
    const values = preferencesValuesOf(view);
    expect(preferencesErrors(view, values)).toEqual({});
    expect(
      preferencesErrors(view, {
        ...values,
        thresholdPercent: '101',
        notifyMax: '0',
        jobNotifyPeriod: '4',
        notifyPeriod: '',
        appointmentReminderMinutes: '10',
      }),
    ).toEqual({
      thresholdPercent: 'Threshold must be between 0 and 100',
      notifyMax: 'Max Notifications must be between 1 and 100',
      jobNotifyPeriod: 'Notification Frequency must be between 5 and 60',
      notifyPeriod: 'Notification Frequency must be between 5 and 60',
      appointmentReminderMinutes: 'Appointment reminder must be 15 to 10080 minutes before',
    });
  });
});
