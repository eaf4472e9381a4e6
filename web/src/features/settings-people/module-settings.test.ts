import { describe, expect, it } from 'vitest';
import {
  canSaveModules,
  enableMessagingPath,
  modulePhoneError,
  moduleValuesOf,
  phoneDigits,
} from './module-settings.ts';

describe('module settings', () => {
  it('takes the phone’s digits, empty as null, and wants ten of them', () => {
    expect(phoneDigits('(555) 123-4567')).toBe('5551234567');
    expect(phoneDigits('(___) ___-____')).toBeNull();
    expect(modulePhoneError('')).toBeUndefined();
    expect(modulePhoneError('(555) 123-4567')).toBeUndefined();
    expect(modulePhoneError('(555) 123-45')).toBe('Phone is Invalid');
  });

  it('saves only for support users, with a change and a valid or empty phone', () => {
    const saved = moduleValuesOf({ enableMessaging: false, smsSendPhone: '5551234567' });
    expect(saved.smsSendPhone).toBe('(555) 123-4567');
    expect(canSaveModules(saved, saved, true)).toBe(false);
    expect(canSaveModules(saved, { ...saved, enableMessaging: true }, true)).toBe(true);
    expect(canSaveModules(saved, { ...saved, enableMessaging: true }, false)).toBe(false);
    expect(canSaveModules(saved, { ...saved, smsSendPhone: '(555) 123' }, true)).toBe(false);
    expect(canSaveModules(saved, { ...saved, smsSendPhone: '' }, true)).toBe(true);
  });

  it('sends the switch and the digits in the query', () => {
    expect(enableMessagingPath({ enableMessaging: true, smsSendPhone: '(555) 123-4567' })).toBe(
      'Locations/enableMessaging?isEnabled=true&phoneNumber=5551234567',
    );
    expect(enableMessagingPath({ enableMessaging: false, smsSendPhone: '' })).toBe(
      'Locations/enableMessaging?isEnabled=false&phoneNumber=',
    );
  });
});
