import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brokenBodyBound,
  brokenJsonBound,
  MAX_BODY_DEPTH,
  MAX_BODY_VALUES,
} from './body-bounds.ts';

function nested(
  levels: number,
  inner: unknown = 1,
  wrap: (value: unknown) => unknown = (value) => [value],
): unknown {
  let value = inner;
  for (let level = 1; level < levels; level += 1) value = wrap(value);
  return wrap(value);
}

/** An array whose only element is another such array, made as it is read: it has no bottom. */
function bottomless(opened: { levels: number }): unknown[] {
  return new Proxy<unknown[]>([], {
    get(target, key, receiver) {
      if (key === 'length') return 1;
      if (key === '0') {
        opened.levels += 1;
        return bottomless(opened);
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

/** The array as it is, counting each element read from it. */
function counted(array: unknown[], read: { values: number }): unknown[] {
  return new Proxy(array, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) read.values += 1;
      return Reflect.get(target, key, receiver);
    },
  });
}

describe('bounds of a request body', () => {
  it('takes scalars, empty containers and real payloads', () => {
    for (const value of [null, 1, 'text', [], {}, { email: 'a@b.in', lines: [{ quantity: 1 }] }]) {
      expect(brokenBodyBound(value)).toBeUndefined();
    }
  });

  it(`takes ${MAX_BODY_DEPTH} levels of arrays or objects and refuses one more`, () => {
    const inObject = (value: unknown) => ({ a: value });
    expect(brokenBodyBound(nested(MAX_BODY_DEPTH))).toBeUndefined();
    expect(brokenBodyBound(nested(MAX_BODY_DEPTH + 1))).toBe('depth');
    expect(brokenBodyBound(nested(MAX_BODY_DEPTH, 1, inObject))).toBeUndefined();
    expect(brokenBodyBound(nested(MAX_BODY_DEPTH + 1, 1, inObject))).toBe('depth');
  });

  it(`takes ${MAX_BODY_VALUES} values, containers included, and refuses one more`, () => {
    expect(brokenBodyBound(Array(MAX_BODY_VALUES - 1).fill(0))).toBeUndefined();
    expect(brokenBodyBound(Array(MAX_BODY_VALUES).fill(0))).toBe('values');
    const wide = Object.fromEntries(Array.from({ length: MAX_BODY_VALUES }, (_, i) => [i, [0]]));
    expect(brokenBodyBound(wide)).toBe('values');
  });

  it('stops early on a body a million levels deep, without running out of stack', () => {
    expect(brokenBodyBound(nested(1_000_000))).toBe('depth');
    // Stopping early, shown by what the walk reads rather than by a clock: a body with no bottom
    // is refused after the levels the bound allows, and a million values after none of them.
    const opened = { levels: 0 };
    expect(brokenBodyBound(bottomless(opened))).toBe('depth');
    expect(opened.levels).toBeLessThanOrEqual(MAX_BODY_DEPTH);
    const read = { values: 0 };
    expect(brokenBodyBound([counted(Array(1_000_000).fill([1, 2, 3]), read)])).toBe('values');
    expect(read.values).toBeLessThanOrEqual(MAX_BODY_VALUES);
  });

  it('refuses the same JSON text as the value it parses to as from the value it parses to', () => {
    const bounds = fc.record({
      depth: fc.integer({ min: 1, max: 6 }),
      values: fc.integer({ min: 1, max: 40 }),
    });
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 8 }),
        bounds,
        fc.constantFrom(0, 1),
        (value, limits, indent) => {
          const text = JSON.stringify(value, null, indent);
          // Which bound is named when both are broken may differ; whether one is, may not.
          const fromText = brokenJsonBound(text, limits);
          const fromValue = brokenBodyBound(JSON.parse(text), limits);
          expect(fromText === undefined).toBe(fromValue === undefined);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('refuses a megabyte of brackets from the text, quickly', () => {
    const started = performance.now();
    expect(brokenJsonBound('['.repeat(500_000) + ']'.repeat(500_000))).toBe('depth');
    expect(brokenJsonBound(`[${Array(500_000).fill(0)}]`)).toBe('values');
    expect(brokenJsonBound('"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"[[[["')).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(500);
  });
});
