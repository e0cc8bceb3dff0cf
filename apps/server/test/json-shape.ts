/*
 * The shape of a JSON document learnt from a sample of it, and a check of another document against
 * that shape: every key it writes is one the sample writes at the same place, with a value of the
 * same type; below the top level, an object has every key the sample always has there; a number
 * has at most two decimals; a string where the sample always has a dd-mm-yyyy date is one too.
 */

type Shape =
  | { kind: 'number' | 'boolean' | 'null' }
  | { kind: 'string'; alwaysDate: boolean }
  | { kind: 'array'; element: Shape | undefined }
  | { kind: 'object'; keys: Map<string, Shape>; always: Set<string> };

const GST_DATE = /^\d{2}-\d{2}-\d{4}$/;
const TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/;

function kindOf(value: unknown): Shape['kind'] {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'number' || type === 'boolean' || type === 'string' || type === 'object') {
    return type;
  }
  throw new TypeError(`Not JSON: ${String(value)}`);
}

/** The shape of every value found at one place of the sample. */
function shapeOfAll(values: readonly unknown[]): Shape {
  const kinds = new Set(values.map(kindOf));
  const [kind] = kinds;
  if (kinds.size !== 1 || !kind) throw new Error(`The sample mixes ${[...kinds].join(', ')}`);
  if (kind === 'string') {
    return { kind, alwaysDate: values.every((value) => GST_DATE.test(value as string)) };
  }
  if (kind === 'array') {
    const elements = values.flatMap((value) => value as unknown[]);
    return { kind, element: elements.length > 0 ? shapeOfAll(elements) : undefined };
  }
  if (kind === 'object') {
    const records = values as Record<string, unknown>[];
    const names = new Set(records.flatMap((record) => Object.keys(record)));
    const keys = new Map<string, Shape>();
    for (const name of names) {
      keys.set(name, shapeOfAll(records.filter((r) => name in r).map((r) => r[name])));
    }
    const always = new Set([...names].filter((name) => records.every((record) => name in record)));
    return { kind, keys, always };
  }
  return { kind };
}

export function shapeOf(sample: unknown): Shape {
  return shapeOfAll([sample]);
}

/** Every way `value` departs from `shape`, as "path: what"; none when it fits. */
export function shapeMismatches(shape: Shape, value: unknown, path = '$'): string[] {
  const kind = kindOf(value);
  if (kind !== shape.kind) return [`${path}: ${kind} where the sample has ${shape.kind}`];
  if (shape.kind === 'number') {
    return TWO_DECIMALS.test(String(value)) ? [] : [`${path}: ${value} has more than two decimals`];
  }
  if (shape.kind === 'string') {
    return shape.alwaysDate && !GST_DATE.test(value as string)
      ? [`${path}: "${value}" is not a dd-mm-yyyy date`]
      : [];
  }
  if (shape.kind === 'array') {
    const { element } = shape;
    const items = value as unknown[];
    if (!element) return items.length > 0 ? [`${path}: the sample's list here is empty`] : [];
    return items.flatMap((item, index) => shapeMismatches(element, item, `${path}[${index}]`));
  }
  if (shape.kind === 'object') {
    const record = value as Record<string, unknown>;
    // The root lists every section the tool knows; a month without entries leaves them out.
    const missing =
      path !== '$'
        ? [...shape.always]
            .filter((name) => !(name in record))
            .map((name) => `${path}.${name}: missing`)
        : [];
    const wrong = Object.entries(record).flatMap(([name, child]) => {
      const childShape = shape.keys.get(name);
      return childShape
        ? shapeMismatches(childShape, child, `${path}.${name}`)
        : [`${path}.${name}: a key the sample does not have`];
    });
    return [...missing, ...wrong];
  }
  return [];
}
