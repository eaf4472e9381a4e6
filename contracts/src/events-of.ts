/**
 * The events of a map `{ EventType: data }` as a union discriminated by `type`: a `switch (event.type)` narrows
 * `data`, and an event type the map has not fails to compile.
 */
export type EventsOf<M> = { [K in keyof M & string]: { type: K; data: M[K] } }[keyof M & string];

/** Builds events of map M, each one's data checked against its type: `const event = eventOf<JobEvents>()`. */
export const eventOf =
  <M>() =>
  <K extends keyof M & string>(type: K, data: M[K]): { type: K; data: M[K] } => ({ type, data });
