import { describe, expect, it } from 'vitest';
import { initialsOf } from './team-grid';

describe('initialsOf', () => {
  it('takes the first and last names’ initials', () => {
    expect(initialsOf('Aditi Phadke')).toBe('AP');
    expect(initialsOf('Lakshmi  Venkatesan')).toBe('LV');
    expect(initialsOf('Sai Kiran Rao')).toBe('SR');
    expect(initialsOf('omkar')).toBe('O');
  });
});
