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

const DEFAULT_BOUNDS = { depth: MAX_BODY_DEPTH, values: MAX_BODY_VALUES };

/**
 * Which bound `value` (a parsed JSON body) breaks, if any. Iterative, with an explicit stack, and
 * it stops at the first bound broken: at most `MAX_BODY_VALUES` values are looked at, however big
 * the body.
 */
export function brokenBodyBound(
  value: unknown,
  bounds = DEFAULT_BOUNDS,
): BodyBoundBroken | undefined {
  let count = 1;
  const stack: { node: object; depth: number }[] = [];
  if (value !== null && typeof value === 'object') stack.push({ node: value, depth: 1 });
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { node, depth } = entry;
    if (depth > bounds.depth) return 'depth';
    const children = Array.isArray(node) ? node : Object.values(node);
    count += children.length;
    if (count > bounds.values) return 'values';
    for (const child of children) {
      if (child !== null && typeof child === 'object')
        stack.push({ node: child, depth: depth + 1 });
    }
  }
  return undefined;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * `brokenBodyBound` of the value JSON text holds, read from the text before it is parsed: one pass
 * over its characters, so a body past the bounds costs no parse. Counts as the parsed walk does
 * for valid JSON (1 + the commas + the non-empty containers); invalid JSON is the parser's to refuse.
 */
export function brokenJsonBound(
  text: string,
  bounds = DEFAULT_BOUNDS,
): BodyBoundBroken | undefined {
  let depth = 0;
  let count = 1;
  let previous = -1;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      for (index += 1; index < text.length; index += 1) {
        const inner = text.charCodeAt(index);
        if (inner === BACKSLASH) index += 1;
        else if (inner === QUOTE) break;
      }
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > bounds.depth) return 'depth';
      count += 1;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
      // An empty container has no values in it.
      if (OPENERS.has(previous)) count -= 1;
    } else if (code === COMMA) {
      count += 1;
      // At a comma every open container holds a value: the count is exact here.
      if (count > bounds.values) return 'values';
    } else if (WHITESPACE.has(code)) {
      continue;
    }
    previous = code;
  }
  return count > bounds.values ? 'values' : undefined;
}
