import { describe, expect, it } from 'vitest';
import { zipEntryNames } from './zip-names.ts';

describe('zip entry names', () => {
  it('number a name met before, whatever its case, and keep every other', () => {
    expect(zipEntryNames(['door.png', 'Door.png', 'door.png', 'hood.jpg', 'door (2).png', 'README'])).toEqual([
      'door.png',
      'Door (2).png',
      'door (3).png',
      'hood.jpg',
      'door (2) (2).png',
      'README',
    ]);
  });

  it('never name a folder or a way out of it', () => {
    const names = zipEntryNames(['../../etc/passwd', '..\\..\\boot.ini', '/abs/x.png', '..', 'a\u0000b.png']);
    expect(names).toEqual(['passwd', 'boot.ini', 'x.png', 'file', 'ab.png']);
    for (const name of names) expect(name).not.toMatch(/[\\/]|^\.\./);
  });
});
