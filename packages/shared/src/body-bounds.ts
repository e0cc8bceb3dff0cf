/**
 * How far a request body may nest and how many values it may hold. Every real payload is under 10
 * levels and a few hundred values; the bounds leave room for that to grow while keeping the work
 * any one body asks of the server small (docs/decisions/0055-bounded-request-bodies.md).
 */
export const MAX_BODY_DEPTH = 32;
/** Every value counts: each property's value, each array element, each object or array itself. */
export const MAX_BODY_VALUES = 10_000;

export const BODY_TOO_DEEP_MESSAGE = `The request body is nested deeper than ${MAX_BODY_DEPTH} levels.`;
export const BODY_TOO_MANY_VALUES_MESSAGE = `The request body holds more than ${MAX_BODY_VALUES.toLocaleString('en-IN')} values.`;

export type BodyBoundBroken = 'depth' | 'values';

/**
 * Which bound `value` (a parsed JSON body) breaks, if any. Iterative, with an explicit stack, and
 * it stops at the first bound broken: at most `MAX_BODY_VALUES` values are looked at, however big
 * the body.
 */
export function brokenBodyBound(value: unknown): BodyBoundBroken | undefined {
  let count = 1;
  const stack: { node: object; depth: number }[] = [];
  if (value !== null && typeof value === 'object') stack.push({ node: value, depth: 1 });
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { node, depth } = entry;
    if (depth > MAX_BODY_DEPTH) return 'depth';
    const children = Array.isArray(node) ? node : Object.values(node);
    count += children.length;
    if (count > MAX_BODY_VALUES) return 'values';
    for (const child of children) {
      if (child !== null && typeof child === 'object')
        stack.push({ node: child, depth: depth + 1 });
    }
  }
  return undefined;
}
