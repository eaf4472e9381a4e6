import { appendFile, readFile } from 'node:fs/promises';

/**
 * A file of one JSON value per line in the data folder (the mail and text outboxes). One write of one line:
 * appends by one process never interleave.
 */
export function jsonLines<T>(path: string) {
  return {
    append: (value: T) => appendFile(path, `${JSON.stringify(value)}\n`, { mode: 0o600 }),
    /** Every value, oldest first; none when the file is not there yet. */
    async all(): Promise<T[]> {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as T);
    },
    /** The newest `limit` values, newest first. */
    async latest(limit: number): Promise<T[]> {
      return (await this.all()).slice(-limit).reverse();
    },
  };
}
