import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import type { Permission } from '@prakar/shared/permissions';
import type { ReactNode } from 'react';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { userHasPermission } from '#app/lib/user-permissions.ts';
import { isProfileComplete } from '#app/lib/user-record.ts';
import { ProfileNeeded } from './profile-needed';

/**
 * Shows a portal screen's content only to users the server will answer: with the permission the
 * contract declares for the screen's data (`endpoint`), and (when that data needs it) a complete
 * profile; the others read why. A 403 from the server refreshes the user, so a permission taken
 * away while the screen is open lands here too.
 */
export function ScreenGate({
  endpoint: { permission },
  needsProfile = true,
  denied,
  children,
}: {
  endpoint: EndpointDefinition & { permission: Permission };
  needsProfile?: boolean;
  /** What a user without the permission reads. */
  denied: string;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  if (!user) return null;
  if (!userHasPermission(user, permission)) return <FormMessage tone="info">{denied}</FormMessage>;
  if (needsProfile && !isProfileComplete(user)) return <ProfileNeeded />;
  return <>{children}</>;
}
