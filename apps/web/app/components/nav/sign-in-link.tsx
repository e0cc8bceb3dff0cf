import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLoginPath } from '#app/lib/session/login-path.ts';

/** A link to sign in that keeps the organisation's own sign-in page when the visitor used one. */
export function SignInLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Link to={useLoginPath()} className={className}>
      {children}
    </Link>
  );
}
