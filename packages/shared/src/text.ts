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

function collectIssues(value: unknown, schemas: readonly Schema[], path: TextIssue['path']) {
  const issues: TextIssue[] = [];
  const here = unwrap(schemas);
  if (typeof value === 'string') {
    const message = controlCharacterProblem(value, here.multiLine);
    if (message) issues.push({ path, message });
    return issues;
  }
  if (value === null || typeof value !== 'object') return issues;
  for (const [key, inner] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    // A property's name is text too, and one line.
    const keyMessage = Array.isArray(value) ? undefined : controlCharacterProblem(key);
    if (keyMessage) issues.push({ path: at, message: keyMessage });
    else issues.push(...collectIssues(inner, childSchemas(here.schemas, key), at));
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
      for (const issue of collectIssues(value, [schema], [])) {
        context.addIssue({ code: 'custom', ...issue });
      }
    })
    .pipe(schema);
}
