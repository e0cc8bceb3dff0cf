import { describe, expect, it } from 'vitest';
import { brokenBodyBound, MAX_BODY_DEPTH, MAX_BODY_VALUES } from './body-bounds.ts';

function nested(
  levels: number,
  inner: unknown = 1,
  wrap: (value: unknown) => unknown = (value) => [value],
): unknown {
  let value = inner;
  for (let level = 1; level < levels; level += 1) value = wrap(value);
  return wrap(value);
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
    const started = performance.now();
    expect(brokenBodyBound(nested(1_000_000))).toBe('depth');
    expect(brokenBodyBound([Array(1_000_000).fill([1, 2, 3])])).toBe('values');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
