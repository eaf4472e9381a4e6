import type { ReadStore } from './port.ts';

/**
 * Waits until projector `name`'s checkpoint has reached `position` (a read model that must hold an event before it
 * is believed), polling every `stepMs`, at most `timeoutMs`. Answers whether it got there.
 */
export async function caughtUp(
  readStore: Pick<ReadStore, 'checkpoint'>,
  name: string,
  position: number,
  { timeoutMs, stepMs = 100 }: { timeoutMs: number; stepMs?: number },
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (((await readStore.checkpoint(name)) ?? 0) >= position) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
