import { z } from 'zod';

/**
 * The rule for text in every request (docs/product-rules.md, "Text fields"): no C0 control
 * characters, U+0000 least of all, which PostgreSQL text cannot hold. A multi-line field (a
 * message, a cover note) keeps tab, line feed and carriage return; every other field is one line.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export const SINGLE_LINE_MESSAGE =
  'Please keep this to one line, without tabs or invisible control characters.';
export const MULTI_LINE_MESSAGE = 'Please remove the invisible control characters from this text.';

/** What is wrong with `text` as the value of a field, if anything. */
function controlCharacterProblem(text: string, multiLine = false): string | undefined {
  if (multiLine) return MULTI_LINE_FORBIDDEN.test(text) ? MULTI_LINE_MESSAGE : undefined;
  return SINGLE_LINE_FORBIDDEN.test(text) ? SINGLE_LINE_MESSAGE : undefined;
}

const multiLineTexts = z.registry();

/** Marks a finished string schema as multi-line: it may hold tabs and line breaks. */
export function multiLine<T extends z.ZodType>(schema: T): T {
  multiLineTexts.add(schema);
  return schema;
}

type Schema = z.core.$ZodType;

/** The parts of zod's schema definitions that say what an input value holds. */
interface Definition {
  type: string;
  innerType?: Schema;
  in?: Schema;
  options?: readonly Schema[];
  left?: Schema;
  right?: Schema;
  getter?: () => Schema;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  valueType?: Schema;
  items?: readonly Schema[];
  rest?: Schema | null;
}

const definitionOf = (schema: Schema) => schema._zod.def as unknown as Definition;

/** Wrappers (optional, default, pipe, union…) opened up to the schemas that take the value. */
function unwrap(schemas: readonly Schema[]): { schemas: Schema[]; multiLine: boolean } {
  const found: Schema[] = [];
  const seen = new Set<Schema>();
  const queue = [...schemas];
  let isMultiLine = false;
  for (let schema = queue.pop(); schema; schema = queue.pop()) {
    if (seen.has(schema)) continue;
    seen.add(schema);
    if (multiLineTexts.has(schema)) isMultiLine = true;
    const definition = definitionOf(schema);
    const inner = [
      definition.innerType,
      definition.in,
      ...(definition.options ?? []),
      definition.left,
      definition.right,
      definition.getter?.(),
    ].filter((candidate): candidate is Schema => candidate !== undefined);
    if (inner.length > 0) queue.push(...inner);
    else found.push(schema);
  }
  return { schemas: found, multiLine: isMultiLine };
}

/** The schemas of the value under `key` (a property, or an element's index). */
function childSchemas(schemas: readonly Schema[], key: string): Schema[] {
  return schemas.flatMap((schema) => {
    const definition = definitionOf(schema);
    const child =
      definition.shape?.[key] ??
      definition.catchall ??
      definition.element ??
      definition.valueType ??
      definition.items?.[Number(key)] ??
      definition.rest;
    return child ? [child] : [];
  });
}

interface TextIssue {
  path: (string | number)[];
  message: string;
}

/** A path as a chain back to the root: each value costs one link, not a copy of its path. */
interface PathLink {
  parent?: PathLink;
  key: string | number;
}

function pathOf(link: PathLink | undefined): TextIssue['path'] {
  const path: TextIssue['path'] = [];
  for (let at = link; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Every string of `value` (property names included) that breaks the rule, in document order.
 * Iterative, with an explicit stack: no body, however deep, can overflow the call stack.
 */
function collectIssues(value: unknown, schemas: readonly Schema[]) {
  const issues: TextIssue[] = [];
  // An entry with a message is an issue found in its parent, kept in its place in the order.
  const stack: { value: unknown; schemas: readonly Schema[]; at?: PathLink; message?: string }[] = [
    { value, schemas },
  ];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    if (entry.message) {
      issues.push({ path: pathOf(entry.at), message: entry.message });
      continue;
    }
    const here = unwrap(entry.schemas);
    if (typeof entry.value === 'string') {
      const message = controlCharacterProblem(entry.value, here.multiLine);
      if (message) issues.push({ path: pathOf(entry.at), message });
      continue;
    }
    if (entry.value === null || typeof entry.value !== 'object') continue;
    const isArray = Array.isArray(entry.value);
    const children: typeof stack = [];
    for (const [key, inner] of Object.entries(entry.value)) {
      const at = { parent: entry.at, key: isArray ? Number(key) : key };
      // A property's name is text too, and one line.
      const keyMessage = isArray ? undefined : controlCharacterProblem(key);
      if (keyMessage) children.push({ value: inner, schemas: [], at, message: keyMessage });
      else children.push({ value: inner, schemas: childSchemas(here.schemas, key), at });
    }
    // Reversed onto the stack, so the first child is looked at first (one push each: a spread
    // of a huge array would itself overflow the stack).
    for (const child of children.reverse()) stack.push(child);
  }
  return issues;
}

/**
 * `schema`, after a first pass that refuses control characters in every string of the value
 * (property names included), field by field, by the rule above. The server puts every route's
 * schema through it, so no schema can forget the rule.
 */
export function refusingControlCharacters<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, context) => {
      for (const issue of collectIssues(value, [schema])) {
        context.addIssue({ code: 'custom', ...issue });
      }
    })
    .pipe(schema);
}
