import { StartRefused } from './start-guards.ts';

/**
 * Runs an operator's command (`npm run backup`, `restore`, `rebuild`, `seed`, `support`): a refusal the operator can
 * act on (a StartRefused, or one of `refusals`) prints its one line after `[label]`, anything else its stack; both
 * exit with 1. The command itself exits with its own code when it is done.
 */
export function runCli(
  label: string,
  main: () => Promise<void>,
  refusals: (abstract new (...args: never[]) => Error)[] = [],
) {
  main().catch((error: unknown) => {
    const refused = [StartRefused, ...refusals].some((kind) => error instanceof kind);
    console.error(refused ? `[${label}] ${(error as Error).message}` : error);
    process.exit(1);
  });
}
