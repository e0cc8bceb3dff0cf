import {
  RESUME_MAX_BYTES,
  RESUME_REQUIRED_MESSAGE,
  RESUME_TOO_LARGE_MESSAGE,
  RESUME_TYPE_MESSAGE,
} from '@prakar/shared/careers';
import { describe, expect, it } from 'vitest';
import { resumeProblem } from './resume-check';

describe('resumeProblem', () => {
  it('accepts a PDF or Word file of up to 5 MB, whatever the case of its extension', () => {
    expect(resumeProblem({ name: 'cv.pdf', size: 120_000 })).toBeUndefined();
    expect(resumeProblem({ name: 'CV.DOCX', size: RESUME_MAX_BYTES })).toBeUndefined();
  });

  it('asks for a file when none, or an empty one, is chosen', () => {
    expect(resumeProblem(undefined)).toBe(RESUME_REQUIRED_MESSAGE);
    expect(resumeProblem({ name: 'cv.pdf', size: 0 })).toBe(RESUME_REQUIRED_MESSAGE);
  });

  it('refuses other kinds of file by name', () => {
    expect(resumeProblem({ name: 'cv.doc', size: 10 })).toBe(RESUME_TYPE_MESSAGE);
    expect(resumeProblem({ name: 'setup.exe', size: 10 })).toBe(RESUME_TYPE_MESSAGE);
    expect(resumeProblem({ name: 'pdf', size: 10 })).toBe(RESUME_TYPE_MESSAGE);
  });

  it('refuses a file over 5 MB', () => {
    expect(resumeProblem({ name: 'cv.pdf', size: RESUME_MAX_BYTES + 1 })).toBe(
      RESUME_TOO_LARGE_MESSAGE,
    );
  });
});
