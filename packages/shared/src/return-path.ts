import { z } from 'zod';

/**
 * Only a path on this site may be a return address: `//evil.example` or `/\evil.example` would
 * let a crafted link send a freshly signed-in visitor to another site.
 */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** A page on this site to go on to (path and query), as a request body carries it. */
export const returnPathSchema = z
  .string()
  .max(500, 'The page to return to is too long.')
  .refine(isSafeReturnPath, 'Only a page on this site can be returned to.');
