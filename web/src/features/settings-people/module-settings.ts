import { formatPhone } from '@bayline/contracts';
import { i18n } from '../../lib/i18n.ts';

export interface ModuleValues {
  enableMessaging: boolean;
  /** As the masked field holds it: '(555) 123-4567', part of it, or empty. */
  smsSendPhone: string;
}

/** The digits to send: empty becomes null. */
export function phoneDigits(masked: string): string | null {
  const digits = masked.replace(/\D/g, '');
  return digits ? digits : null;
}

/** Empty, or exactly ten digits. */
export function modulePhoneError(masked: string): string | undefined {
  const digits = phoneDigits(masked);
  return digits === null || digits.length === 10 ? undefined : i18n.t('settings:validation.phoneIsInvalid');
}

export function moduleValuesOf(settings: { enableMessaging: boolean; smsSendPhone?: string | null }): ModuleValues {
  return { enableMessaging: settings.enableMessaging, smsSendPhone: formatPhone(settings.smsSendPhone) };
}

export function modulesChanged(saved: ModuleValues, values: ModuleValues): boolean {
  return (
    saved.enableMessaging !== values.enableMessaging ||
    phoneDigits(saved.smsSendPhone) !== phoneDigits(values.smsSendPhone)
  );
}

/** Save only for support users, with a change, and a valid or empty phone (spec 2 section 4). */
export function canSaveModules(saved: ModuleValues, values: ModuleValues, isSupport: boolean): boolean {
  return isSupport && modulesChanged(saved, values) && modulePhoneError(values.smsSendPhone) === undefined;
}

/** POST Locations/enableMessaging's query: the switch and the phone's digits (empty for none). */
export function enableMessagingPath(values: ModuleValues): string {
  const query = new URLSearchParams({
    isEnabled: String(values.enableMessaging),
    phoneNumber: phoneDigits(values.smsSendPhone) ?? '',
  });
  return `Locations/enableMessaging?${query}`;
}
