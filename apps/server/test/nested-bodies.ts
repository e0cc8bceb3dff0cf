import fc from 'fast-check';

/** Fastify's default body limit, which every JSON route but the gateway's keeps. */
export const ONE_MIB = 1024 * 1024;

/** `open` repeated `levels` times around `inner`, each closed by `close`. */
const nest = (levels: number, open: string, close: string, inner: string) =>
  `${open.repeat(levels)}${inner}${close.repeat(levels)}`;

/** `item, item, …` as long as fits in `room` characters. */
const fill = (room: number, item: string) =>
  Array(Math.max(1, Math.floor(room / (item.length + 1))))
    .fill(item)
    .join(',');

/** An object of `count` properties `"k0": 0, "k1": 0, …`. */
const wideObject = (count: number) =>
  `{${Array.from({ length: count }, (_, index) => `"k${index}":0`).join(',')}}`;

/** How many `"kN":0` properties fit in `bytes` (the names grow a digit every power of ten). */
function propertiesIn(bytes: number): number {
  let count = 0;
  for (let size = 2; size + `"k${count}":0,`.length <= bytes; count += 1) {
    size += `"k${count}":0,`.length;
  }
  return count;
}

/**
 * The shapes that cost a walk the most, each as close to `bytes` as it goes: arrays or objects
 * nested as deep as the bytes allow, an array or object as wide, and a deep part holding a wide
 * one, each in JSON text as a client would send it.
 */
export function worstCaseBodies(bytes = ONE_MIB): Record<string, string> {
  return {
    'deep arrays': nest(Math.floor(bytes / 2) - 1, '[', ']', ''),
    'deep objects': nest(Math.floor((bytes - 8) / 6), '{"a":', '}', '0'),
    'wide array': `[${fill(bytes - 8, '0')}]`,
    'wide object': wideObject(propertiesIn(bytes - 8)),
    mixed: nest(1_000, '{"a":[', ']}', fill(bytes - 8_000, '"\\u0000"')),
  };
}

/**
 * A JSON body nested or spread past the API's bounds, or near them: deep arrays, deep objects,
 * wide objects and both at once, at sizes a fuzz run sends quickly.
 */
export const nestedBody: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: 20_000 }).map((levels) => nest(levels, '[', ']', '')),
  fc.integer({ min: 1, max: 5_000 }).map((levels) => nest(levels, '{"a":', '}', '"\\u0000"')),
  fc.integer({ min: 1, max: 20_000 }).map(wideObject),
  fc
    .tuple(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 20_000 }))
    .map(([levels, width]) => nest(levels, '{"a":[', ']}', fill(width * 2, '0'))),
);

/**
 * One body of each shape for every operation that takes one: the 5,000 deep arrays, deep
 * objects, a wide object, both at once, and one level past the depth bound.
 */
export const NESTED_BODY_EXAMPLES: string[] = [
  nest(5_000, '[', ']', ''),
  nest(5_000, '{"a":', '}', '"\\u0000"'),
  wideObject(20_000),
  nest(3_000, '{"a":[', ']}', fill(40_000, '"\\u0000"')),
  nest(33, '{"a":', '}', '0'),
];
