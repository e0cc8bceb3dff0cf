import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact';

function fieldErrors(input: unknown) {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('contactMessageSchema', () => {
  it('accepts a complete message and trims it', () => {
    const parsed = contactMessageSchema.parse({
      name: '  Asha Rao ',
      email: 'asha@example.in',
      comments: 'Please call me about Smart TDS.',
    });
    expect(parsed).toMatchObject({ name: 'Asha Rao', subject: '' });
  });

  it('requires name, e-mail and comments with specific messages', () => {
    const errors = fieldErrors({ name: ' ', email: '', comments: '' });
    expect(errors.name).toBe('Please enter your name.');
    expect(errors.email).toBe('Please enter your e-mail address.');
    expect(errors.comments).toBe('Please tell us how we can help.');
  });

  it('rejects a malformed e-mail and over-long text', () => {
    const errors = fieldErrors({ name: 'A', email: 'asha@', comments: 'x'.repeat(2001) });
    expect(errors.email).toMatch(/valid e-mail/);
    expect(errors.comments).toMatch(/2,000/);
  });

  it('rejects a filled honeypot', () => {
    expect(fieldErrors({ name: 'A', email: 'a@b.in', comments: 'Hi', website: 'x' }).website).toBe(
      'Leave this field empty.',
    );
  });
});
