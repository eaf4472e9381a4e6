import fc from 'fast-check';

/** The part of JSON Schema that zod's `toJSONSchema` writes for Bayline's contracts. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

/** Serialised as the JSON number 1e400, which JSON.parse reads as Infinity. */
export const hugeNumberMarker = '\u0001huge-number';
export const toJson = (value: unknown) => JSON.stringify(value).replaceAll(JSON.stringify(hugeNumberMarker), '1e400');

/** A value with `__proto__` as its own key, the way JSON.parse makes one from a client's body. */
const withProtoKey = (value: unknown) => JSON.parse(`{"__proto__": ${JSON.stringify(value ?? {})}, "a": 1}`);

const propertyNames = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

/**
 * Where values go, and so how long a string may be: a path parameter past the router's 100 characters or a
 * query string past Node's 16 kB header limit is refused before Bayline sees it (Fastify's own 414 and 431).
 */
export interface Place {
  known: readonly string[];
  maxText: number;
}

const longText = (n: number, place: Place) => fc.constant('x'.repeat(Math.min(n, place.maxText)));

/** Values of any type, none of them what a schema wants: the NaN-ish, the huge, the nested and the wrongly typed. */
const junk = (place: Place): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(null, true, 0, -1, 1e308, -1e308, 0.1, 2 ** 53 + 2, hugeNumberMarker),
    fc.constantFrom('', 'NaN', 'Infinity', '-0', '1e400', 'null', 'undefined', '0x10', ' ', '%ZZ', '../..', '\u0000'),
    fc.constantFrom(...propertyNames),
    longText(100_000, place),
    fc.constant(withProtoKey({ polluted: true })),
    fc.constant({ constructor: { prototype: { polluted: true } } }),
    fc.constant([[[[[[[[[[[]]]]]]]]]]]),
    fc.constant(Array.from({ length: 10_001 }, (_, i) => i)),
    fc.jsonValue({ maxDepth: 3 }),
  );

/**
 * Values for a schema: mostly within its bounds (ids drawn from `place.known`, so commands reach their
 * deciders), often exactly at or just past a bound (empty, maxLength, maxLength + 1, 64/65-character ids, a row
 * over the list's maximum), sometimes of another type altogether.
 */
export function arbitraryFor(schema: JsonSchema | undefined, place: Place): fc.Arbitrary<unknown> {
  if (!schema) return junk(place);
  return fc.oneof(
    { arbitrary: fitting(schema, place, arbitraryFor), weight: 6 },
    { arbitrary: boundary(schema, place), weight: 3 },
    { arbitrary: junk(place), weight: 1 },
  );
}

/** Within the schema all the way down: the rows a list over its maximum is made of. */
const withinBounds = (schema: JsonSchema | undefined, place: Place): fc.Arbitrary<unknown> =>
  fitting(schema ?? {}, place, withinBounds);

function fitting(
  schema: JsonSchema,
  place: Place,
  inner: (schema: JsonSchema | undefined, place: Place) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const { known } = place;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => fitting(s, place, inner)));
  switch (schema.type) {
    case 'string': {
      const maxLength = Math.min(schema.maxLength ?? 200, 200);
      const minLength = schema.minLength ?? 0;
      const free = schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= maxLength)
        : fc.string({ minLength, maxLength, unit: 'grapheme' });
      return known.length && schema.pattern ? fc.oneof(fc.constantFrom(...known), free) : free;
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1e6, -1e6), max: Math.min(schema.maximum ?? 1e6, 1e6) });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(inner(schema.items, place), { maxLength: 4 });
    case 'object': {
      const properties = schema.properties ?? {};
      return fc.record(Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, inner(s, place)])), {
        requiredKeys: schema.required ?? [],
      });
    }
    default:
      return junk(place);
  }
}

function boundary(schema: JsonSchema, place: Place): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => boundary(s, place)));
  switch (schema.type) {
    case 'string': {
      const max = schema.maxLength ?? 4000;
      return fc.oneof(
        fc.constant(''),
        longText(max, place),
        longText(max + 1, place),
        longText(64, place),
        longText(65, place),
        longText(2000, place),
        fc.constantFrom(...propertyNames),
        fc.constant('url(http://x)'),
      );
    }
    case 'number':
    case 'integer':
      return fc.constantFrom(
        (schema.minimum ?? 0) - 1,
        (schema.maximum ?? 0) + 1,
        schema.minimum ?? 0,
        schema.maximum ?? 0,
        0.5,
        1e308,
        hugeNumberMarker,
        'NaN',
        '12',
      );
    case 'array': {
      const over = (schema.maxItems ?? 500) + 1;
      return withinBounds(schema.items, place).map((item) => Array.from({ length: over }, () => item));
    }
    case 'object':
      return fitting(schema, place, arbitraryFor).map((value) => ({ ...withProtoKey(value), ...(value as object) }));
    default:
      return junk(place);
  }
}

type Path = (string | number)[];

/** Every place in a value where one thing can go wrong: each field, list and object, with its schema. */
function placesIn(
  value: unknown,
  schema: JsonSchema | undefined,
  path: Path = [],
): { path: Path; schema: JsonSchema }[] {
  if (!schema) return [];
  const option = schema.anyOf?.find((s) => s.type === (Array.isArray(value) ? 'array' : typeof value)) ?? schema;
  const here = { path, schema: option };
  if (option.type === 'object' && value && typeof value === 'object')
    return [
      here,
      ...Object.entries(option.properties ?? {}).flatMap(([name, s]) =>
        placesIn((value as Record<string, unknown>)[name], s, [...path, name]),
      ),
    ];
  if (option.type === 'array' && Array.isArray(value))
    return [here, ...(value.length ? placesIn(value[0], option.items, [...path, 0]) : [])];
  return [here];
}

/** One place in a value and what to put there. */
export interface Fault {
  path: Path;
  value: unknown;
}

/** `value` with the fault put in its place (a copy; `value` is left as it is). */
export function withFault(value: unknown, { path, value: bad }: Fault): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return bad;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key] = withFault(copy[key], { path: rest, value: bad });
  return copy;
}

/**
 * The values at a schema's bounds, which must be taken without breaking a store, and just past them, which must
 * be refused: a bound too loose for a store, or a lookup fooled by a property name, shows here.
 */
function atAndPastBounds(schema: JsonSchema, current: unknown): unknown[] {
  const rows = (n: number) => Array.from({ length: n }, () => (current as unknown[])?.[0] ?? {});
  switch (schema.type) {
    case 'string': {
      const max = schema.maxLength ?? 4000;
      const at = schema.pattern && !new RegExp(schema.pattern).test('x') ? [] : ['x'.repeat(max)];
      return [...at, 'x'.repeat(max + 1), '__proto__'];
    }
    case 'number':
    case 'integer':
      return schema.maximum === undefined
        ? [1e308, hugeNumberMarker]
        : [schema.maximum, schema.maximum + 1, hugeNumberMarker];
    case 'array':
      return [rows(schema.maxItems ?? 500), rows((schema.maxItems ?? 500) + 1)];
    case 'object':
      return [{ ...withProtoKey(current), ...(current as object) }];
    default:
      return [{ unexpected: true }];
  }
}

/** For each place in a valid value, each value at or past its bounds. */
export function faultsIn(value: unknown, schema: JsonSchema | undefined): Fault[] {
  return placesIn(value, schema).flatMap((place) =>
    atAndPastBounds(
      place.schema,
      place.path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], value),
    ).map((bad) => ({ path: place.path, value: bad })),
  );
}

/** One place in a valid value and something generated for that place's schema, mostly at or past its bounds. */
export function faultIn(value: unknown, schema: JsonSchema | undefined, place: Place): fc.Arbitrary<Fault> {
  const places = placesIn(value, schema);
  if (!places.length) return junk(place).map((bad) => ({ path: [], value: bad }));
  return fc
    .constantFrom(...places)
    .chain((at) => fc.oneof(boundary(at.schema, place), junk(place)).map((bad) => ({ path: at.path, value: bad })));
}
