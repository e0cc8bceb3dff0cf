import { site } from '@prakar/shared/site';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';

/**
 * Printed pages lose the header, so the sheet names the firm and, for a signed-in user, the
 * organisation whose records it shows. Hidden on screen (styles/print.css).
 */
export function PrintLetterhead() {
  const user = useCurrentUser();
  const organisation = user?.OrganisationName;
  return (
    <div data-print="only" data-testid="print-letterhead">
      <p>{site.name}</p>
      {organisation ? <p>Organisation: {organisation}</p> : null}
    </div>
  );
}
