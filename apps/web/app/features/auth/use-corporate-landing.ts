import { accountsApi } from '@prakar/shared/api/accounts';
import { useEffect, useState } from 'react';
import { useApiQuery } from '#app/lib/api-query.ts';
import { enterCorporateLanding } from './corporate-landing';

export type LandingState =
  | { status: 'loading' }
  | { status: 'found'; organisationName: string }
  | { status: 'unknown' }
  | { status: 'unavailable' };

/**
 * On `/login?corporateName=…`: applies the RecheckCorporateName rule (a different name ends the
 * session), then looks up the organisation's name for the page to show; null without one. An
 * unknown name still leaves the ordinary sign-in.
 */
export function useCorporateLanding(corporateName: string | undefined): LandingState | null {
  // The name whose rule has been applied: the look-up waits for it.
  const [entered, setEntered] = useState<string>();

  useEffect(() => {
    if (!corporateName) return;
    let current = true;
    void enterCorporateLanding(corporateName).then(() => {
      if (current) setEntered(corporateName);
    });
    return () => {
      current = false;
    };
  }, [corporateName]);

  const landing = useApiQuery(
    accountsApi.corporate,
    { params: { corporateName: corporateName ?? '' } },
    { enabled: corporateName !== undefined && entered === corporateName },
  );

  if (!corporateName) return null;
  if (landing.data) return { status: 'found', organisationName: landing.data.organisationName };
  if (landing.error) {
    return landing.error.status === 404 ? { status: 'unknown' } : { status: 'unavailable' };
  }
  return { status: 'loading' };
}
