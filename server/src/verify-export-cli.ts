import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Verdict, verifyExport } from '@bayline/query-service/audit/chain';

/** The verdict as a line for the person running the check. */
function verdictText(verdict: Verdict): string {
  if (verdict.ok) return `OK ${verdict.events} events, head hash ${verdict.headHash}`;
  const where = verdict.position === null ? 'the export' : `position ${verdict.position}`;
  const what = {
    previousHash: 'its previousHash is not the hash of the event before it',
    hash: 'its fields do not hash to its hash (an event field was changed)',
    headHash: 'the head hash is not the last event’s hash',
    events: 'it holds no events',
  }[verdict.field];
  return `Break at ${where}: ${what}; expected ${verdict.expected}, found ${verdict.found}`;
}

/** `npm run verify-export -- FILE`: recomputes a JSON history export's hash chain; exit code 1 at a break. */
function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run verify-export -- <export.json>');
    process.exit(2);
  }
  let exported: unknown;
  try {
    // npm runs the script in the server's folder: a relative name is the caller's, where npm was started.
    exported = JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${file} as JSON: ${(error as Error).message}`);
    process.exit(2);
  }
  const verdict = verifyExport(exported as Parameters<typeof verifyExport>[0]);
  (verdict.ok ? console.log : console.error)(verdictText(verdict));
  process.exit(verdict.ok ? 0 : 1);
}

main();
