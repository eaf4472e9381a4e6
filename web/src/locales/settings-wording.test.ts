import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locationSettingsSchema, userMessages } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';

/**
 * The settings screens' wording, copied word for word from spec 2 (sections 2, 4, 5 and 8): each text must be
 * written somewhere in the web app, its English catalogues (web/src/locales/en) or the contracts it shows messages
 * from. A reworded message fails here.
 */
const specTexts = [
  // Section 8: the catalogue.
  'An error has occurred',
  'At least one assignee is required',
  'Status message must be 1500 characters or less',
  'Package name is required.',
  'Task name is required.',
  'Package name exists. Unique package name required.',
  'Task name exists. Unique task name required.',
  ...[
    'job class',
    'subdepartment',
    'department',
    'badge',
    'package',
    'package task',
    'task',
    'category',
    'reason',
    'preset message',
  ].map((thing) => `Are you sure you want to delete this ${thing}?`),
  'No subdepartments found.',
  'No cycle goals found.',
  'No icons found.',
  'No packages found.',
  'Package is empty.',
  'No package selected.',
  'No tasks found.',
  'Data Not Found',
  'No Assignees Selected',
  'Location settings failed from Production index',
  'API key copied to clipboard!',
  'You have unsaved changes. Do you want to save before leaving?',
  // Section 5: validation.
  'First name is required',
  'Last name is required',
  'E-mail is required',
  'E-mail must be valid',
  'Passwords must match',
  'Name is required',
  'Address is required',
  'City is required',
  'Phone is required',
  'Phone is not valid',
  'URL must be valid',
  'Threshold must be between 0 and 100',
  'Max Notifications must be between 1 and 100',
  'Notification Frequency must be between 5 and 60',
  'Phone is Invalid',
  // Section 2: screens, tooltips and the module card.
  'Location Information',
  'Location Preferences',
  'Module Settings',
  'Appointment Category',
  'Add Appointment Category',
  'Job Classes',
  'Production Schedule',
  'Departments',
  'Media Categories',
  'Note Categories',
  'Delay Reasons',
  'Preset Messages',
  'Add Preset Message',
  'Modify Preset Message',
  'Delete Preset Message',
  '** Please contact support to change module settings **',
  'Category Description',
  'Default Assignments',
  'Cycle Goals',
  'Autofill Date',
  'Available Tasks',
  'Selected Package',
];

function sourcesUnder(dir: string, kind = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path, kind);
    return kind.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every text of an English catalogue, one a line. */
function englishTexts(file: string): string {
  const texts = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
  return texts(JSON.parse(readFileSync(file, 'utf8'))).join('\n');
}

describe('the settings screens say what spec 2 says', () => {
  const root = new URL('../../..', import.meta.url).pathname;

  const sources = [
    ...sourcesUnder(join(root, 'web/src')),
    ...sourcesUnder(join(root, 'contracts/src')),
    // The screens' English texts live in the catalogues, read as the app reads them (JSON escapes undone).
  ]
    .map((file) => readFileSync(file, 'utf8'))
    .concat(sourcesUnder(join(root, 'web/src/locales/en'), /\.json$/).map((file) => englishTexts(file)))
    .join('\n');

  it.each(specTexts)('%s', (text) => {
    expect(sources.includes(text), `"${text}" is written nowhere in web/src or contracts/src`).toBe(true);
  });
});

describe('the messages the server makes from parts say what spec 2 says', () => {
  const messagesFor = (settings: Record<string, unknown>) =>
    (
      locationSettingsSchema.safeParse({ name: 'Bayview', address1: '1 Main St', city: 'Oakland', ...settings }).error
        ?.issues ?? []
    ).map((issue) => issue.message);

  it('names the postal code and the state or province as the country does', () => {
    expect(messagesFor({ country: 'US' })).toEqual(expect.arrayContaining(['Zip is required', 'State is required']));
    expect(messagesFor({ country: 'US', postalCode: '946' })).toContain('Zip must be 5 characters or more');
    expect(messagesFor({ country: 'CA' })).toEqual(
      expect.arrayContaining(['Postal code is required', 'Province is required']),
    );
    expect(messagesFor({ country: 'CA', postalCode: 'M5V' })).toContain('Postal code must be 6 characters or more');
  });

  it('asks for a password of 10 characters or more', () => {
    expect(userMessages.passwordRequired).toBe('Password must be 10 characters or more');
  });
});
