import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sniffMediaType, withHead } from './sniff.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0]);

describe('media types by content', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    [bytes([0x89], 'PNG\r\n', [0x1a, 0x0a]), 'image/png'],
    [bytes('GIF89a'), 'image/gif'],
    [bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    [bytes('%PDF-1.7'), 'application/pdf'],
    [bytes([0x1a, 0x45, 0xdf, 0xa3]), 'video/webm'],
    [ftyp('heic'), 'image/heic'],
    [ftyp('qt  '), 'video/quicktime'],
    [ftyp('isom'), 'video/mp4'],
    [ftyp('mp42'), 'video/mp4'],
  ])('%#: %s', (head, type) => {
    expect(sniffMediaType(head)).toBe(type);
  });

  it('refuses what is not on the list, whatever it is called', () => {
    for (const head of [
      bytes('just some text, named photo.png'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
      bytes('<html><script>'),
      bytes('MZ', [0x90, 0]),
      bytes('PK', [3, 4]),
      ftyp('XXXX'),
      Buffer.alloc(0),
    ])
      expect(sniffMediaType(head)).toBeUndefined();
  });

  it('reads the head across small chunks and gives the whole stream back', async () => {
    const parts = ['%P', 'DF', '-1.4 rest of the document', ' and more'];
    const { head, stream } = await withHead(Readable.from(parts.map((p) => Buffer.from(p))));
    expect(sniffMediaType(head)).toBe('application/pdf');
    expect(Buffer.concat(await stream.toArray()).toString()).toBe(parts.join(''));
  });
});
