import type { corporateLandingSchema } from '@prakar/shared/auth';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { apiGet } from '#app/lib/api-client.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { enterCorporateLanding } from './corporate-landing';

type CorporateLanding = z.infer<typeof corporateLandingSchema>;

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
  // Which name the state is about: a new name is 'loading' from its first render on.
  const [state, setState] = useState<{ name: string; landing: LandingState }>();

  useEffect(() => {
    if (!corporateName) return;
    const controller = new AbortController();
    const settle = (landing: LandingState) => setState({ name: corporateName, landing });
    void enterCorporateLanding(corporateName).then(() =>
      apiGet<CorporateLanding>(`/Authentication/Corporate/${encodeURIComponent(corporateName)}`, {
        silent: true,
        signal: controller.signal,
      }).then(
        (landing) => settle({ status: 'found', organisationName: landing.organisationName }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          settle(
            error instanceof ApiError && error.status === 404
              ? { status: 'unknown' }
              : { status: 'unavailable' },
          );
        },
      ),
    );
    return () => controller.abort();
  }, [corporateName]);

  if (!corporateName) return null;
  return state?.name === corporateName ? state.landing : { status: 'loading' };
}
