import { phonePattern } from '@bayline/contracts';

/** Spec 2 section 9: location text fields at most 120, postal code at most 10. */
export const locationTextMaxLength = 120;
export const postalCodeMaxLength = 10;
export const defaultCountry = 'US';

export const countries = [
  { id: 'US', label: 'United States' },
  { id: 'CA', label: 'Canada' },
] as const;

export interface LocationInformationValues {
  name: string;
  address1: string;
  city: string;
  subdivision: string;
  postalCode: string;
  country: string;
  phone: string;
  websiteUrl: string;
  alias: string;
}

export type LocationInformationField = keyof LocationInformationValues;
export type LocationInformationErrors = Partial<Record<LocationInformationField, string>>;

/** What the postal code and subdivision are called, and how long the code must be, in a country. */
function postalRules(country: string) {
  return country === 'CA'
    ? { code: 'Postal code', minLength: 6, subdivision: 'Province' }
    : { code: 'Zip', minLength: 5, subdivision: 'State' };
}

export function subdivisionLabel(country: string): string {
  return postalRules(country).subdivision;
}

export function postalCodeLabel(country: string): string {
  return postalRules(country).code;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The information form's messages (spec 2 section 5); the website is optional. */
export function locationInformationErrors(values: LocationInformationValues): LocationInformationErrors {
  const errors: LocationInformationErrors = {};
  const tooLong = (label: string) => `${label} must be ${locationTextMaxLength} characters or fewer`;
  const required = (field: 'name' | 'address1' | 'city', label: string) => {
    const value = values[field].trim();
    if (!value) errors[field] = `${label} is required`;
    else if (value.length > locationTextMaxLength) errors[field] = tooLong(label);
  };
  required('name', 'Name');
  required('address1', 'Address');
  required('city', 'City');

  const rules = postalRules(values.country);
  const postalCode = values.postalCode.trim();
  if (!postalCode) errors.postalCode = `${rules.code} is required`;
  else if (postalCode.length < rules.minLength)
    errors.postalCode = `${rules.code} must be ${rules.minLength} characters or more`;
  else if (postalCode.length > postalCodeMaxLength)
    errors.postalCode = `${rules.code} must be ${postalCodeMaxLength} characters or fewer`;
  if (!values.subdivision) errors.subdivision = `${rules.subdivision} is required`;

  const phone = values.phone.trim();
  if (!phone) errors.phone = 'Phone is required';
  else if (!phonePattern.test(phone)) errors.phone = 'Phone is not valid';

  const website = values.websiteUrl.trim();
  if (website.length > locationTextMaxLength) errors.websiteUrl = tooLong('URL');
  else if (website && !isWebAddress(website)) errors.websiteUrl = 'URL must be valid';
  if (values.alias.trim().length > locationTextMaxLength) errors.alias = tooLong('Alias');
  return errors;
}

/** A new country has other states or provinces: the one chosen no longer applies. */
export function withCountry(values: LocationInformationValues, country: string): LocationInformationValues {
  return country === values.country ? values : { ...values, country, subdivision: '' };
}
