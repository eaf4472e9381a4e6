/**
 * Event schema versions (architecture "Events and streams"): the version each event type is written at now, and
 * how each older version of its data reads as the next one. Stored events are never rewritten: the event store's
 * read path (platform `upcast.ts`) brings every old one up to the current shape, so deciders, projectors and the
 * audit views only ever see that one. A type not named here is at version 1.
 */
type Data = Record<string, unknown>;

interface EventSchema {
  /** The version events of this type are written at. */
  current: number;
  /** By version: reads data of that version as data of the next. */
  upcasters: Readonly<Record<number, (data: Data) => Data>>;
}

const schemas = new Map<string, EventSchema>([
  [
    'JobMovedToDepartment',
    {
      // 2: the destination's subdepartment is `toSubdepartmentShortName`, named as the other destination fields
      // are; version 1's `subdepartmentShortName` read as the subdepartment the job had been in.
      current: 2,
      upcasters: {
        1: ({ subdepartmentShortName, ...data }) => ({
          ...data,
          toSubdepartmentShortName: subdepartmentShortName ?? null,
        }),
      },
    },
  ],
]);

/** The version an event of this type is written at now. */
export const schemaVersionOf = (type: string): number => schemas.get(type)?.current ?? 1;

/**
 * An event's data in its type's current shape, or undefined when it is in it already (a version newer than this
 * code knows is left as it is).
 */
export function upcastEventData(
  type: string,
  schemaVersion: number,
  data: Data,
): { data: Data; schemaVersion: number } | undefined {
  const schema = schemas.get(type);
  // Events carry their version from the first; one without (none is known) reads as the first.
  const from = Number.isInteger(schemaVersion) && schemaVersion >= 1 ? schemaVersion : 1;
  if (!schema || from >= schema.current) return undefined;
  let upcast = data;
  for (let version = from; version < schema.current; version++) {
    const next = schema.upcasters[version];
    if (!next) throw new Error(`${type} has no upcaster from schema version ${version}`);
    upcast = next(upcast);
  }
  return { data: upcast, schemaVersion: schema.current };
}
