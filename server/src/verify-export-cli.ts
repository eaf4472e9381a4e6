import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { JobHistoryExport } from '@bayline/contracts';
import type { Verdict } from '@bayline/query-service/audit/chain';
import { type SignatureVerdict, verifyExport } from '@bayline/query-service/audit/signature';

const keyAddress = 'GET /api/audit/v1/export-key';

/** The chain's verdict as a line for the person running the check. */
function chainText(verdict: Verdict): string {
  if (verdict.ok) return `Chain: OK ${verdict.events} events, head hash ${verdict.headHash}`;
  const where = verdict.position === null ? 'the export' : `position ${verdict.position}`;
  const what = {
    previousHash: 'its previousHash is not the hash of the event before it',
    hash: 'its fields do not hash to its hash (an event field was changed)',
    headHash: 'the head hash is not the last event’s hash',
    events: 'it holds no events',
  }[verdict.field];
  return `Chain: FAILED, break at ${where}: ${what}; expected ${verdict.expected}, found ${verdict.found}`;
}

/** The signature's verdict as a line, with the key it was checked with, to hold against the installation's. */
function signatureText(verdict: SignatureVerdict, trustedKey: string | undefined): string {
  if (verdict.ok)
    return trustedKey
      ? `Signature: OK, Ed25519 by the given key ${verdict.publicKey}`
      : `Signature: OK, Ed25519 by the key ${verdict.publicKey} (the exporting Bayline's must be the same: ${keyAddress}, or check with --key)`;
  const why = {
    unsigned: 'the export is not signed',
    key: `its public key is not an Ed25519 key (found ${verdict.publicKey})`,
    untrusted: `it is signed by the key ${verdict.publicKey}, not by the given key ${trustedKey}`,
    changed: `it does not match the file, which was changed after it was signed (key ${verdict.publicKey})`,
  }[verdict.reason];
  return `Signature: FAILED, ${why}`;
}

/**
 * `npm run verify-export -- FILE [--key PUBLIC_KEY]`: recomputes a JSON history export's hash chain and checks its
 * signature (against PUBLIC_KEY, the installation's export key, when given); exit code 1 when either fails.
 */
function main() {
  const usage = `Usage: npm run verify-export -- <export.json> [--key <public key from ${keyAddress}>]`;
  let file: string | undefined;
  let trustedKey: string | undefined;
  try {
    const { positionals, values } = parseArgs({ allowPositionals: true, options: { key: { type: 'string' } } });
    [file] = positionals;
    trustedKey = values.key;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  if (!file) {
    console.error(usage);
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
  const verdict = verifyExport(exported as JobHistoryExport, trustedKey);
  (verdict.chain.ok ? console.log : console.error)(chainText(verdict.chain));
  (verdict.signature.ok ? console.log : console.error)(signatureText(verdict.signature, trustedKey));
  process.exit(verdict.ok ? 0 : 1);
}

main();
