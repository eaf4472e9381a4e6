import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { positionHeader } from '@bayline/contracts';

/** A file as a test sends it. */
export interface TestFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart body as a browser sends it: its text fields, then repeated `files` parts. */
export function filesForm(files: TestFile[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

/** Posts a form with a session's cookie: the answer's status, type, position and JSON body. */
export async function postForm(url: string, cookie: string, form: FormData, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', body: form, headers: { cookie, ...headers } });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    type,
    position: response.headers.get(positionHeader) ?? '0',
    json: text && /json/.test(type) ? JSON.parse(text) : undefined,
  };
}

/** The blobs the embedded store keeps in a folder of the data folder (`media`, `thumbs`, `tmp`), by name. */
export function blobsIn(dataDir: string, folder: string) {
  const path = join(dataDir, 'blobs', folder);
  return existsSync(path) ? readdirSync(path).sort() : [];
}
