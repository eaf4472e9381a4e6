import { type FieldError, formatPhone, type LocationSettingsView, locationSettingsSchema } from '@bayline/contracts';
import { i18n } from '../../lib/i18n.ts';
import { localFieldErrors } from '../../lib/messages.ts';

export const defaultCountry = 'US';

/** The countries a location may be in (their names: locationInformation.countries.*). */
export const countries = ['US', 'CA'] as const;

export const informationFields = [
  'name',
  'address1',
  'city',
  'subdivision',
  'postalCode',
  'country',
  'phone',
  'websiteUrl',
  'alias',
] as const;

export type InformationField = (typeof informationFields)[number];
export type InformationValues = Record<InformationField, string>;
export type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

export function informationValuesOf(view: LocationSettingsView): InformationValues {
  const values = Object.fromEntries(informationFields.map((f) => [f, view[f] ?? ''])) as InformationValues;
  return { ...values, country: values.country || defaultCountry, phone: formatPhone(values.phone) };
}

/** A state or province is 'State' in the US and 'Province' in Canada; so is the postal code 'Zip' or 'Postal code'. */
export function subdivisionLabel(country: string): string {
  return i18n.t(country === 'CA' ? 'settings:locationInformation.province' : 'settings:locationInformation.state');
}

export function postalCodeLabel(country: string): string {
  return i18n.t(country === 'CA' ? 'settings:locationInformation.postalCode' : 'settings:locationInformation.zip');
}

/** A new country has other states or provinces: the one chosen no longer applies. */
export function withCountry(values: InformationValues, country: string): InformationValues {
  return country === values.country ? values : { ...values, country, subdivision: '' };
}

/** The first message per field, for the fields a screen shows. */
export function messagesFor<Field extends string>(
  errors: readonly FieldError[],
  fields: readonly Field[],
): FieldMessages<Field> {
  const result: FieldMessages<Field> = {};
  for (const { field, message } of errors) {
    const name = field.split('.')[0] as Field;
    if (fields.includes(name) && result[name] === undefined) result[name] = message;
  }
  return result;
}

/** The server's own rules (spec 2 section 5), run on the settings as they would be saved. */
export function settingsErrors(body: unknown): FieldError[] {
  const result = locationSettingsSchema.safeParse(body);
  return result.success ? [] : localFieldErrors(result.error);
}

export function informationErrors(
  view: LocationSettingsView,
  values: InformationValues,
): FieldMessages<InformationField> {
  // The schema checks the postal code and state of a country only once every other field passes: they are also
  // checked on their own, with the other fields as saved, so each field says what is wrong with it at once.
  const { country, postalCode, subdivision } = values;
  return messagesFor(
    [...settingsErrors({ ...view, ...values }), ...settingsErrors({ ...view, country, postalCode, subdivision })],
    informationFields,
  );
}
