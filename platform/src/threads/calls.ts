import type { MessagePort, Worker } from 'node:worker_threads';

type Port = Pick<MessagePort | Worker, 'postMessage' | 'on' | 'off'>;
/** Any function: its arguments arrive structured-cloned, typed only by the method's own signature. */
type Handler = (...args: never[]) => unknown;

type Message =
  | { calls: 'call'; id: number; method: string; args: unknown[] }
  | { calls: 'reply'; id: number; value?: unknown; error?: string };

const isMessage = (value: unknown): value is Message => typeof value === 'object' && value !== null && 'calls' in value;

/**
 * Calls between two threads of one process over a port (a Worker on one side, `parentPort` on the other): each
 * side answers the methods it was given and calls the other's. Arguments and answers are structured-cloned;
 * an error crosses as its message. `close` fails the calls still waiting.
 */
export function threadCalls(port: Port, methods: Record<string, Handler> = {}) {
  let next = 0;
  let closedBecause: string | undefined;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const methodsByName = new Map(Object.entries(methods));

  const onMessage = (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.calls === 'reply') {
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) call?.reject(new Error(message.error));
      else call?.resolve(message.value);
      return;
    }
    const method = methodsByName.get(message.method);
    Promise.resolve()
      .then(() => {
        if (!method) throw new Error(`No method ${message.method} on the other thread`);
        return Reflect.apply(method, undefined, message.args);
      })
      .then(
        (value) => port.postMessage({ calls: 'reply', id: message.id, value }),
        (error) =>
          port.postMessage({
            calls: 'reply',
            id: message.id,
            error: error instanceof Error ? error.message : String(error),
          }),
      );
  };
  port.on('message', onMessage);

  return {
    /** Answers `method` from now on (for pieces set up after the calls, such as a queue's handlers). */
    answer(method: string, handler: Handler) {
      methodsByName.set(method, handler);
    },
    call<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
      const id = ++next;
      return new Promise<T>((resolve, reject) => {
        if (closedBecause !== undefined) {
          reject(new Error(closedBecause));
          return;
        }
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        port.postMessage({ calls: 'call', id, method, args });
      });
    },
    close(reason = 'the other thread has stopped') {
      closedBecause ??= reason;
      port.off('message', onMessage);
      for (const call of waiting.values()) call.reject(new Error(reason));
      waiting.clear();
    },
  };
}

export type ThreadCalls = ReturnType<typeof threadCalls>;
