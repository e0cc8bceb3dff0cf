import fc from 'fast-check';
import { STRONG_PASSWORD } from './accounts-helpers.ts';
import { NESTED_BODY_EXAMPLES, nestedBody } from './nested-bodies.ts';

/** The part of JSON Schema the served API description uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface DescribedOperation {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface ApiDescription {
  paths: Record<string, Record<string, DescribedOperation>>;
}

export interface Operation {
  /** `GET /api/…`, as in the document. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  tags: string[];
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
}

/** Every operation of the served description, as it stands at run time. */
export function operationsOf(document: ApiDescription): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as Operation['method'],
      path,
      tags: operation.tags ?? [],
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

/**
 * Values that pass checks the description does not show (a mobile number's digits, a strong
 * password), so that a request broken in one place gets past every other check.
 */
const PLAUSIBLE: Record<string, unknown> = {
  mobile: '9820012345',
  password: STRONG_PASSWORD,
  currentPassword: STRONG_PASSWORD,
  newPassword: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  pan: 'AAPFU0939F',
  gstin: '27AAPFU0939F1ZV',
  stateCode: '27',
  amount: '1180',
  price: '999',
  returnPath: '/portal',
};

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date') return fc.constant('2026-04-01');
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const text = 'Asha Kulkarni'.padEnd(schema.minLength ?? 0, 'a');
  return fc.constant(text.slice(0, schema.maxLength ?? text.length));
}

function plausibleNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? 1, 1);
  return fc.integer({ min, max: Math.min(schema.maximum ?? min + 3, min + 3) });
}

/** A value the schema (probably) accepts: the starting point each malformed request breaks. */
export function plausible(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (name in PLAUSIBLE) return fc.constant(PLAUSIBLE[name]);
  if (/email$/i.test(name)) return fc.constant('fuzz.sample@example.in');
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => plausible(option, name)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const record = Object.fromEntries(
        properties.map(([key, value]) => [key, plausible(value, key)]),
      );
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(plausible(schema.items ?? {}, name), { minLength, maxLength: minLength + 1 });
    }
    case 'integer':
    case 'number':
      return plausibleNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return schema.default === undefined ? plausibleString(schema) : fc.constant(schema.default);
  }
}

/** Every C0 control character and DEL. */
const CONTROL_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
];

const ODD_STRINGS = [
  '',
  '   ',
  '\u0000',
  '%',
  '../../etc/passwd',
  "' OR 1=1 --",
  '\ud800',
  '💥🇮🇳',
  '\u202eevil',
  '9'.repeat(40),
  '-1',
  '1e999',
  'NaN',
  'a'.repeat(10_000),
];

/** Strings that break a field: a control character inside plausible text, odd or huge text. */
export function hostileString(around = ''): fc.Arbitrary<string> {
  // U+0000 most often: PostgreSQL text cannot hold it at all.
  const control = fc.oneof(
    { weight: 2, arbitrary: fc.constant('\u0000') },
    { weight: 1, arbitrary: fc.constantFrom(...CONTROL_CHARACTERS) },
  );
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(control, fc.nat({ max: around.length }))
        .map(([character, at]) => `${around.slice(0, at)}${character}${around.slice(at)}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_STRINGS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  );
}

/** Values of the wrong type for almost any field. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 63, -(2 ** 63), 1e308, true, false, null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

type Path = (string | number)[];

/** Where a value can be broken: every property and element, at any depth. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = [...at, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsOf(inner, path)];
  });
}

function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
}

function textAt(root: unknown, path: Path): string {
  const value = valueAt(root, path);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A copy of `root` with the value at `path` replaced, or removed when `replacement` is absent. */
function withChange(root: unknown, path: Path, replacement?: { value: unknown }): unknown {
  const copy = structuredClone(root);
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path.at(-1) as string | number;
  if (replacement) parent[key] = replacement.value;
  else if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return copy;
}

/** One thing wrong with an otherwise plausible value: a hostile string, a wrong type, a gap. */
export function brokenIn(value: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(value);
  const extraField = fc
    .tuple(hostileString('extra'), fc.oneof(hostileString(), wrongType))
    .map(([key, extra]) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? { ...value, [key]: extra }
        : extra,
    );
  if (paths.length === 0) return fc.oneof(extraField, hostileString(), wrongType);
  const path = fc.constantFrom(...paths);
  const changeAt = (at: Path) => (replacement: unknown) =>
    withChange(value, at, { value: replacement });
  return fc.oneof(
    {
      weight: 4,
      arbitrary: path.chain((at) => hostileString(textAt(value, at)).map(changeAt(at))),
    },
    { weight: 2, arbitrary: path.chain((at) => wrongType.map(changeAt(at))) },
    { weight: 1, arbitrary: path.map((at) => withChange(value, at)) },
    { weight: 1, arbitrary: extraField },
  );
}

const INVALID_JSON = ['{', '{"a":', '[1,', 'nul', '{"a":1}}', "{'a':1}", '\u0000', '{"a":"\\u00"}'];

/** What a request carries: raw text sent as JSON, a JSON value, or nothing. */
export type Body = { json: unknown } | { raw: string } | undefined;

interface RequestParts {
  /** Already %-encoded, so a broken encoding can be sent too. */
  path: Record<string, string>;
  query: Record<string, string[]>;
  headers: Record<string, string>;
  body: Body;
}

/** A path segment: `encodeURIComponent` refuses lone surrogates, which then go as broken %-codes. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0';
  }
}

const BROKEN_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%00', '%C0%80', '..'];

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Header values travel as printable text only: anything else never leaves an HTTP client. */
const oddHeader = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }).map((value) => value.replace(/[^\x20-\x7e]/g, '?')),
  fc.constant('x'.repeat(5_000)),
);

function recordOf<T>(entries: [string, fc.Arbitrary<T>][], optional = false) {
  return fc.record(
    Object.fromEntries(entries),
    optional ? { requiredKeys: [] } : {},
  ) as fc.Arbitrary<Record<string, T>>;
}

/** A request the operation would probably take as it is; `lean`: no optional query values. */
function plausibleParts(operation: Operation, lean = false): fc.Arbitrary<RequestParts> {
  const ofKind = (kind: Parameter['in']) =>
    operation.parameters.filter((p) => p.in === kind && (!lean || kind !== 'query' || p.required));
  const value = (p: Parameter) => plausible(p.schema, p.name).map(asText);
  return fc.record({
    path: recordOf(ofKind('path').map((p) => [p.name, value(p).map(segment)])),
    query: recordOf(
      ofKind('query').map((p) => [p.name, value(p).map((v) => [v])]),
      true,
    ),
    headers: recordOf(ofKind('header').map((p) => [p.name, value(p)])),
    body:
      operation.body && operation.method !== 'GET'
        ? plausible(operation.body).map((json): Body => ({ json }))
        : fc.constant(undefined),
  });
}

/** A field's value broken: mostly hostile text around the plausible one, else the wrong type. */
function brokenText(plausibleText = ''): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileString(plausibleText) },
    { weight: 1, arbitrary: wrongType.map(asText) },
  );
}

/** The ways one part of a request can be broken, each kept when the request has that part. */
function damageTo(operation: Operation, parts: RequestParts): fc.Arbitrary<RequestParts>[] {
  const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const queryValues = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: brokenText(parts.query[name]?.[0]).map((value) => [value]) },
      // A list where one value is expected.
      { weight: 1, arbitrary: fc.array(brokenText(), { minLength: 2, maxLength: 3 }) },
    );
  const damage: fc.Arbitrary<RequestParts>[] = [
    fc.constantFrom(...queryNames, 'extra\u0000').chain((name) =>
      queryValues(name).map((values) => ({
        ...parts,
        query: { ...parts.query, [name]: values },
      })),
    ),
  ];
  const pathNames = Object.keys(parts.path);
  if (pathNames.length > 0) {
    const broken = (name: string) =>
      fc.oneof(
        {
          weight: 4,
          arbitrary: brokenText(decodeURIComponent(parts.path[name] ?? '')).map(segment),
        },
        { weight: 1, arbitrary: fc.constantFrom(...BROKEN_SEGMENTS) },
      );
    damage.push(
      fc
        .constantFrom(...pathNames)
        .chain((name) =>
          broken(name).map((value) => ({ ...parts, path: { ...parts.path, [name]: value } })),
        ),
    );
  }
  const headerNames = Object.keys(parts.headers);
  if (headerNames.length > 0) {
    damage.push(
      fc
        .tuple(fc.constantFrom(...headerNames), oddHeader)
        .map(([name, value]) => ({ ...parts, headers: { ...parts.headers, [name]: value } })),
    );
  }
  if (operation.method !== 'GET') {
    const body = fc.oneof(
      fc.constantFrom(...INVALID_JSON).map((raw): Body => ({ raw })),
      fc.oneof(wrongType, hostileString()).map((json): Body => ({ json })),
      nestedBody.map((raw): Body => ({ raw })),
      fc.constant(undefined),
    );
    damage.push(body.map((broken) => ({ ...parts, body: broken })));
  }
  if (parts.body && 'json' in parts.body) {
    const inner = brokenIn(parts.body.json).map((json) => ({ ...parts, body: { json } }));
    // The body is where most fields are: most damage goes there.
    damage.push(inner, inner, inner);
  }
  return damage;
}

export interface MalformedRequest {
  url: string;
  headers: Record<string, string>;
  body: Body;
}

function requestOf(operation: Operation, parts: RequestParts): MalformedRequest {
  const pathname = operation.path.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => parts.path[name] ?? '',
  );
  const search = new URLSearchParams(
    Object.entries(parts.query).flatMap(([name, values]) =>
      values.map((value): [string, string] => [name, value]),
    ),
  ).toString();
  return {
    url: search ? `${pathname}?${search}` : pathname,
    headers: parts.headers,
    body: parts.body,
  };
}

/** One request to `operation`, plausible but for one thing broken in its path, query, headers or body. */
export function malformedRequest(operation: Operation): fc.Arbitrary<MalformedRequest> {
  return plausibleParts(operation)
    .chain((parts) => fc.oneof(...damageTo(operation, parts)))
    .map((parts) => requestOf(operation, parts));
}

const withNul = (text: string) => `${text.slice(0, 1)}\u0000${text.slice(1)}`;

/**
 * A plausible request with U+0000 in one text value, once for each path parameter, query
 * parameter and text field of the body: the case PostgreSQL cannot store, tried everywhere
 * before the random ones.
 */
export function nulInEachText(operation: Operation, seed: number): MalformedRequest[] {
  const [parts] = fc.sample(plausibleParts(operation, true), { seed, numRuns: 1 });
  if (!parts) return [];
  const variants: RequestParts[] = [
    ...Object.entries(parts.path).map(([name, value]) => ({
      ...parts,
      path: { ...parts.path, [name]: segment(withNul(decodeURIComponent(value))) },
    })),
    ...operation.parameters
      .filter((parameter) => parameter.in === 'query')
      .map(({ name }) => ({
        ...parts,
        query: { ...parts.query, [name]: [withNul(parts.query[name]?.[0] ?? 'text')] },
      })),
  ];
  const body = parts.body && 'json' in parts.body ? parts.body.json : undefined;
  for (const at of pathsOf(body)) {
    const text = valueAt(body, at);
    if (typeof text !== 'string') continue;
    variants.push({ ...parts, body: { json: withChange(body, at, { value: withNul(text) }) } });
  }
  return variants.map((variant) => requestOf(operation, variant));
}

/**
 * A plausible request with each of the nested bodies as its body (deep arrays, deep objects, a
 * wide object, both at once), for every operation that takes a body, tried before the random ones.
 */
export function nestedBodies(operation: Operation, seed: number): MalformedRequest[] {
  if (operation.method === 'GET') return [];
  const [parts] = fc.sample(plausibleParts(operation, true), { seed, numRuns: 1 });
  if (!parts) return [];
  return NESTED_BODY_EXAMPLES.map((raw) => requestOf(operation, { ...parts, body: { raw } }));
}

/** Days at and past the edges of what a date field could mean, valid or not as calendar days. */
const EDGE_DAYS = [
  '0001-01-01',
  '1899-12-31',
  '1900-01-01',
  '2026-02-29',
  '2099-12-31',
  '2100-01-01',
  '9999-12-31',
];

/**
 * A plausible request with each edge day in each date field (query parameters and the body's
 * fields), alone and as both ends of a range, tried before the random ones.
 */
export function dateEdges(operation: Operation, seed: number): MalformedRequest[] {
  const [parts] = fc.sample(plausibleParts(operation, true), { seed, numRuns: 1 });
  if (!parts) return [];
  const queryDates = operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.schema.format === 'date')
    .map((parameter) => parameter.name);
  const bodyDates = Object.entries(operation.body?.properties ?? {})
    .filter(([, schema]) => schema.format === 'date')
    .map(([name]) => name);
  const body = parts.body && 'json' in parts.body ? parts.body.json : {};
  const withDays = (names: string[], day: string): RequestParts => ({
    ...parts,
    query: {
      ...parts.query,
      ...Object.fromEntries(names.filter((n) => queryDates.includes(n)).map((n) => [n, [day]])),
    },
    body: bodyDates.length
      ? {
          json: {
            ...(body as object),
            ...Object.fromEntries(names.filter((n) => bodyDates.includes(n)).map((n) => [n, day])),
          },
        }
      : parts.body,
  });
  const names = [...queryDates, ...bodyDates];
  if (names.length === 0) return [];
  return EDGE_DAYS.flatMap((day) => [
    ...names.map((name) => withDays([name], day)),
    withDays(names, day),
  ]).map((variant) => requestOf(operation, variant));
}
