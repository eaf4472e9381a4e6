import { describe, expect, it } from 'vitest';
import { colourSchema, idSchema, locationShortNameSchema, maxIdLength, maxListRows, newOrIdSchema } from './bounds.ts';
import { loginSchema } from './identity/dto.ts';
import { placeholderId } from './ids.ts';
import { addNoteCategorySchema, addNoteSchema, estimateSchema, saveFolderSchema } from './jobs/folder.ts';
import { createJobSchema } from './jobs/job-fields.ts';
import { contactsSchema } from './settings/dto.ts';

const fields = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.path.join('.'));

describe('ids', () => {
  it('takes uuids, placeholders of new rows and short names, up to 64 characters', () => {
    for (const id of [crypto.randomUUID(), placeholderId(), 'BAYVIEW', 'BAY1', 'x'.repeat(maxIdLength), '__proto__'])
      expect(idSchema.safeParse(id).success).toBe(true);
  });

  it('refuses empty, 65 characters, 2,000 characters and anything but letters, digits, - and _', () => {
    for (const id of ['', 'x'.repeat(maxIdLength + 1), 'x'.repeat(2000), 'a b', 'a/b', '../x', 'a\u0000b', 'é', 7])
      expect(idSchema.safeParse(id).success, String(id).slice(0, 20)).toBe(false);
  });

  it('lets a new row leave its id empty, and holds a named one to the id form', () => {
    expect(newOrIdSchema.parse(undefined)).toBe('');
    expect(newOrIdSchema.safeParse('x'.repeat(65)).success).toBe(false);
  });

  it('holds location short names to 2 to 20 letters, digits or dashes', () => {
    expect(locationShortNameSchema.safeParse('HARBOR').success).toBe(true);
    expect(locationShortNameSchema.safeParse('H').success).toBe(false);
    expect(locationShortNameSchema.safeParse('A'.repeat(21)).success).toBe(false);
  });
});

describe('colours', () => {
  it('are #rrggbb only', () => {
    expect(colourSchema.safeParse('#8e24aa').success).toBe(true);
    for (const colour of ['url(http://x)', 'red', '#fff', '#8e24aa; background: url(x)', '#'.repeat(1_000_000)])
      expect(colourSchema.safeParse(colour).success).toBe(false);
  });

  it('of a note category: over the bound or not a colour is refused naming the field', () => {
    expect(fields(addNoteCategorySchema.safeParse({ description: 'Parts', color: 'url(http://x)' }))).toEqual([
      'color',
    ]);
    expect(addNoteCategorySchema.parse({ description: 'Parts' }).color).toBe('#607d8b');
  });
});

describe('text and lists', () => {
  const contact = { name: 'Marco Diaz', cellular: '5105550101' };

  it('refuses a 1 MB contact type and a 2,000-character contact id, naming each field', () => {
    const result = contactsSchema.safeParse([
      { ...contact, contactTypeName: 'x'.repeat(1_000_000) },
      { ...contact, contactId: 'x'.repeat(2000) },
    ]);
    expect(fields(result)).toEqual(['0.contactTypeName', '1.contactId']);
  });

  it(`takes ${maxListRows} assignees and refuses one more`, () => {
    expect(contactsSchema.safeParse(Array.from({ length: maxListRows }, () => contact)).success).toBe(true);
    expect(fields(contactsSchema.safeParse(Array.from({ length: maxListRows + 1 }, () => contact)))).toEqual(['']);
  });

  it('bounds notes to 4,000 characters and their category to an id', () => {
    expect(addNoteSchema.safeParse({ notes: 'x'.repeat(4000), noteCategoryId: 'c1' }).success).toBe(true);
    expect(fields(addNoteSchema.safeParse({ notes: 'x'.repeat(4001), noteCategoryId: 'c'.repeat(65) }))).toEqual([
      'notes',
      'noteCategoryId',
    ]);
  });

  it('bounds sign-in fields, so a sign-in cannot make the server hash megabytes', () => {
    expect(fields(loginSchema.safeParse({ email: 'a@b.test', password: 'x'.repeat(201) }))).toEqual(['password']);
  });
});

describe('numbers', () => {
  const job = { clientName: 'Maria Garcia', clientCellular: '(510) 555-0101', jobClassId: 'class-light' };

  it('are finite and within range', () => {
    expect(createJobSchema.safeParse({ ...job, hours: 12.5, subTotal: '1,234.50' }).success).toBe(true);
    expect(fields(createJobSchema.safeParse({ ...job, hours: 1e308, subTotal: 1e12, year: 1e300 }))).toEqual([
      'year',
      'hours',
      'subTotal',
    ]);
    expect(fields(createJobSchema.safeParse({ ...job, hours: 'NaN', refinish: 'Infinity' }))).toEqual([
      'hours',
      'refinish',
    ]);
    expect(fields(estimateSchema.safeParse({ hours: 1e308, subtotal: -1, year: 'x'.repeat(11) }))).toEqual([
      'year',
      'hours',
      'subtotal',
    ]);
  });

  it('a folder version is a whole number', () => {
    const folder = { ...job, jobAdminId: 'job-1' };
    expect(saveFolderSchema.safeParse({ ...folder, version: 3 }).success).toBe(true);
    for (const version of [-1, 1.5, 2 ** 60, '3'])
      expect(fields(saveFolderSchema.safeParse({ ...folder, version }))).toEqual(['version']);
  });
});
