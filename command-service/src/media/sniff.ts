import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import type { MediaType } from '@bayline/contracts';

/** Bytes enough to tell every allowed type by its signature. */
const headLength = 32;

const ascii = (head: Buffer, at: number, text: string) => head.toString('latin1', at, at + text.length) === text;

/**
 * The type a file's first bytes say it is, among the allowed ones (contracts `mediaTypes`); undefined for anything
 * else. Names and claimed types are never asked.
 */
export function sniffMediaType(head: Buffer): MediaType | undefined {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'image/gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp';
  if (ascii(head, 0, '%PDF-')) return 'application/pdf';
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'video/webm';
  // ISO base media (MP4, MOV, HEIC): a box 'ftyp' whose major brand names the kind.
  if (ascii(head, 4, 'ftyp')) {
    const brand = head.toString('latin1', 8, 12);
    if (['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
    if (brand === 'qt  ') return 'video/quicktime';
    if (/^(isom|iso[2-9]|mp41|mp42|avc1|M4V |dash|3gp\d|mmp4)$/.test(brand)) return 'video/mp4';
  }
  return undefined;
}

/** The stream's first bytes, and a stream of all its bytes (those first ones included) to store. */
export async function withHead(source: Readable): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < headLength) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, stream: ReadableStream.from(all()) };
}
