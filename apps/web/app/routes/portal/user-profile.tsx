import { PROFILE_MODAL } from '@prakar/shared/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/content/load-error';
import { FormMessage } from '../../components/form-field/form-message';
import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/user-profile';
import { OrganisationSummary } from '../../features/profile/organisation-summary';
import styles from '../../features/profile/profile.module.css';
import { type ProfileData, ProfileForm } from '../../features/profile/profile-form';
import { SessionsList } from '../../features/profile/sessions-list';
import { useCurrentUser } from '../../features/session/use-current-user';
import { useApiGet } from '../../lib/use-api-get';

export const meta = () => pageMeta(copy);

function ProfileDetails() {
  const user = useCurrentUser();
  const { state, retry } = useApiGet<ProfileData>('/Details/Profile');
  // What the last save answered; the loaded profile until then.
  const [saved, setSaved] = useState<ProfileData>();

  if (state.status === 'loading') return <p role="status">Loading your profile…</p>;
  if (state.status === 'error') {
    return <LoadError message="We could not load your profile." onRetry={retry} />;
  }
  const data = saved ?? state.data;
  const isAdmin = user?.IsAdmin === true;
  const corporateName = data.organisation.corporateName;

  return (
    <>
      {data.isProfileDataSaved === 'Yes' ? null : (
        <FormMessage tone="info">{PROFILE_MODAL.message}</FormMessage>
      )}
      <ProfileForm data={data} canEditOrganisation={isAdmin} onSaved={setSaved} />
      {isAdmin ? null : <OrganisationSummary organisation={data.organisation} />}
      {isAdmin && corporateName ? (
        <section aria-labelledby="sign-in-page-heading" className={styles.group}>
          <h2 id="sign-in-page-heading">Your organisation’s sign-in page</h2>
          <p>
            Share this address with your team: it shows {data.organisation.name}’s name as they sign
            in.
          </p>
          <p>
            <Link to={`/login?corporateName=${encodeURIComponent(corporateName)}`}>
              /login?corporateName={corporateName}
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}

export default function UserProfilePage() {
  return (
    <Page copy={copy}>
      <ProfileDetails />
      <section aria-labelledby="password-heading" className={styles.group}>
        <h2 id="password-heading">Password</h2>
        <p>
          <Link to="/change-pass">Change your password</Link>. Changing it signs you out on every
          other device.
        </p>
      </section>
      <section aria-labelledby="sessions-heading" className={styles.group}>
        <h2 id="sessions-heading">Where you are signed in</h2>
        <SessionsList />
      </section>
    </Page>
  );
}
