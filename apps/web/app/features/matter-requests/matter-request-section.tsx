import { recordPath } from '@prakar/shared/routes';
import { Link, useNavigate } from 'react-router';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { notify } from '#app/components/toasts/notify.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { isStaff, userHasPermission } from '#app/lib/user-permissions.ts';
import { MatterRequestForm } from './matter-request-form';

/**
 * Asking for help with a notice, for the organisation's users with the Advisory matters power;
 * once sent, the new matter's page.
 */
export function MatterRequestSection() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (!user) return null;
  if (isStaff(user)) {
    return (
      <FormMessage tone="info">
        The firm’s staff open matters for clients from{' '}
        <Link to="/back-office/matters">the back office’s matters</Link>.
      </FormMessage>
    );
  }
  if (!userHasPermission(user, 'view:matters:org')) {
    return (
      <FormMessage tone="info">
        Your organisation’s administrator decides who may ask for help with notices: ask them for
        the Advisory matters access in User management.
      </FormMessage>
    );
  }
  return (
    <MatterRequestForm
      onRequested={async (matter) => {
        notify.success(
          `We have your request, ${matter.number}: we reply within one working day with our scope and fee.`,
        );
        await navigate(recordPath('matters', matter.id));
      }}
    />
  );
}
