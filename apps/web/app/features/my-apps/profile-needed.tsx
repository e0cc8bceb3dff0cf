import { PROFILE_MODAL } from '@prakar/shared/constants';
import { Link } from 'react-router';
import { FormMessage } from '#app/components/form-field/form-message.tsx';

/**
 * What a screen that needs a complete profile shows instead: the Profile Details modal's words,
 * with the way to the profile. The server would refuse the screen's data anyway.
 */
export function ProfileNeeded() {
  return (
    <FormMessage tone="info">
      <p>{PROFILE_MODAL.message}</p>
      <p>
        <Link to="/user-profile">{PROFILE_MODAL.button}</Link>
      </p>
    </FormMessage>
  );
}
