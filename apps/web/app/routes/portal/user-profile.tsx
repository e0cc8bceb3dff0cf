import { profileApi } from '@prakar/shared/api/profile';
import { PROFILE_MODAL } from '@prakar/shared/constants';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '#app/components/content/load-error.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy, staffCopy } from '#app/content/pages/user-profile.ts';
import { AccessTokensSection } from '#app/features/access-tokens/access-tokens-section.tsx';
import { homePathFor, isServerPage } from '#app/features/auth/sign-in.ts';
import { AddPasskeyForm } from '#app/features/passkeys/add-passkey-form.tsx';
import { PasskeysSection } from '#app/features/passkeys/passkeys-section.tsx';
import { OrganisationSummary } from '#app/features/profile/organisation-summary.tsx';
import styles from '#app/features/profile/profile.module.css';
import { ProfileForm } from '#app/features/profile/profile-form.tsx';
import { SecurityActivity } from '#app/features/profile/security-activity.tsx';
import { SessionsList } from '#app/features/profile/sessions-list.tsx';
import { TwoFactorPolicySection } from '#app/features/two-factor/two-factor-policy-section.tsx';
import { TwoFactorRequired } from '#app/features/two-factor/two-factor-required.tsx';
import { TwoFactorSection } from '#app/features/two-factor/two-factor-section.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import { decodeReturnUrl } from '#app/lib/return-url.ts';
import { corporateSignInAddress } from '#app/lib/session/login-path.ts';
import { updateUser } from '#app/lib/session/session-store.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { useClientSearchParams } from '#app/lib/use-client-search-params.ts';
import { isStaff, userHasPermission } from '#app/lib/user-permissions.ts';

export const meta = () => pageMeta(copy);

function ProfileDetails() {
  const user = useCurrentUser();
  // The same read as the checkout's, so a saved profile shows in both.
  const profile = useApiQuery(profileApi.get, {});
  // Where the user was going when they were sent to complete the profile (the checkout).
  const returnTo = decodeReturnUrl(useClientSearchParams()?.get('returnUrl'));

  if (profile.isPending) return <p role="status">Loading your profile…</p>;
  if (profile.isError) {
    return (
      <LoadError message="We could not load your profile." onRetry={() => void profile.refetch()} />
    );
  }
  const data = profile.data;
  // The firm's staff keep only their own details here: the firm is no customer with billing details.
  if (user && isStaff(user)) return <ProfileForm data={data} canEditOrganisation={false} />;
  const isAdmin = user?.IsAdmin === true;
  const corporateName = data.organisation.corporateName;
  const signInPage = corporateName ? corporateSignInAddress(corporateName) : undefined;

  return (
    <>
      {data.isProfileDataSaved === 'Yes' ? null : (
        <FormMessage tone="info">{PROFILE_MODAL.message}</FormMessage>
      )}
      <ProfileForm data={data} canEditOrganisation={isAdmin} returnTo={returnTo} />
      {isAdmin ? null : <OrganisationSummary organisation={data.organisation} />}
      {isAdmin && corporateName ? (
        <section aria-labelledby="sign-in-page-heading" className={styles.group}>
          <h2 id="sign-in-page-heading">Your organisation’s sign-in page</h2>
          <p>
            Share this address with your team: it shows {data.organisation.name}’s name as they sign
            in.
          </p>
          <p className={styles.address}>
            <a href={signInPage}>{signInPage}</a>
          </p>
        </section>
      ) : null}
    </>
  );
}

/**
 * Set up first, when the organisation requires it (or the user is staff): then on to where the
 * user was going, or their home: the back office for staff, My Apps for customers.
 */
function RequiredSetUp({ onLeave }: { onLeave: () => void }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const returnUrl = useClientSearchParams()?.get('returnUrl');
  const staff = user !== null && isStaff(user);
  const done = () => {
    onLeave();
    updateUser({ TwoFactorSetUpRequired: false });
    const destination = decodeReturnUrl(returnUrl) ?? homePathFor(user);
    // Single sign-on's pages are the server's (docs/decisions/0090): leave the app for them.
    if (isServerPage(destination)) window.location.assign(destination);
    else void navigate(destination);
  };
  return (
    <Page copy={staff ? staffCopy : copy}>
      <TwoFactorRequired
        staff={staff}
        onDone={done}
        addPasskey={<AddPasskeyForm onAdded={done} />}
      />
    </Page>
  );
}

export default function UserProfilePage() {
  const user = useCurrentUser();
  // Leaving the set-up, the rest of the profile need not load on the way out.
  const [leaving, setLeaving] = useState(false);
  if (user?.TwoFactorSetUpRequired || leaving) {
    return <RequiredSetUp onLeave={() => setLeaving(true)} />;
  }
  const setsPolicy = user && !isStaff(user) && userHasPermission(user, 'manage:organisation:org');
  return (
    <Page copy={user && isStaff(user) ? staffCopy : copy}>
      <ProfileDetails />
      {setsPolicy ? <TwoFactorPolicySection /> : null}
      <section aria-labelledby="password-heading" className={styles.group}>
        <h2 id="password-heading">Password</h2>
        <p>
          <Link to="/change-pass">Change your password</Link>. Changing it signs you out on every
          other device.
        </p>
      </section>
      <TwoFactorSection />
      <section aria-labelledby="sessions-heading" className={styles.group}>
        <h2 id="sessions-heading">Where you are signed in</h2>
        <SessionsList />
      </section>
      <SecurityActivity />
      <PasskeysSection />
      <AccessTokensSection />
    </Page>
  );
}
