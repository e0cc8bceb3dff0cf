import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MULTI_LINE_MESSAGE,
  multiLine,
  refusingControlCharacters,
  SINGLE_LINE_MESSAGE,
} from './text.ts';

const form = refusingControlCharacters(
  z.object({
    name: z.string().trim().min(1),
    message: multiLine(z.string().max(2000)).optional(),
    tags: z.array(z.string()).default([]),
    address: z.object({ city: z.string() }).nullable(),
  }),
);

function problems(value: unknown) {
  const result = form.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('text in requests', () => {
  it('refuses U+0000 in any string, however deep, and names the field', () => {
    expect(
      problems({
        name: 'Asha\u0000',
        message: 'Hello\u0000',
        tags: ['ok', '\u0000'],
        address: { city: 'Pu\u0000ne' },
      }),
    ).toEqual({
      name: SINGLE_LINE_MESSAGE,
      message: MULTI_LINE_MESSAGE,
      'tags.1': SINGLE_LINE_MESSAGE,
      'address.city': SINGLE_LINE_MESSAGE,
    });
  });

  it('keeps tabs and line breaks in multi-line fields only', () => {
    expect(problems({ name: 'Asha', message: 'Dear team,\r\n\tthanks.', address: null })).toEqual(
      {},
    );
    expect(problems({ name: 'Asha\nKulkarni', address: null })).toEqual({
      name: SINGLE_LINE_MESSAGE,
    });
    expect(problems({ name: 'Asha', message: 'bell\u0007', address: null })).toEqual({
      message: MULTI_LINE_MESSAGE,
    });
  });

  it('refuses control characters in the names of properties it does not know', () => {
    expect(problems({ name: 'Asha', address: null, 'extra\u0000': 1 })).toEqual({
      'extra\u0000': SINGLE_LINE_MESSAGE,
    });
  });

  it('leaves every other check to the schema, and gives its output', () => {
    expect(problems({ name: '', address: null })).toEqual({ name: expect.any(String) });
    expect(form.parse({ name: ' Asha ', address: null })).toEqual({
      name: 'Asha',
      tags: [],
      address: null,
    });
  });

  it('names the fields in the order the value holds them', () => {
    const result = form.safeParse({
      'a\u0000': 1,
      name: 'x\u0000',
      tags: ['\u0000', 'ok', '\u0001'],
      address: { city: '\u0000' },
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'a\u0000',
      'name',
      'tags.0',
      'tags.2',
      'address.city',
    ]);
  });

  it('walks a value nested 100,000 deep without running out of stack', () => {
    let deep: unknown = ['\u0000'];
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    const result = form.safeParse({ name: 'Asha', address: null, tags: deep });
    expect(result.error?.issues[0]?.path).toHaveLength(100_002);
    expect(result.error?.issues[0]?.message).toBe(SINGLE_LINE_MESSAGE);
  });
});
