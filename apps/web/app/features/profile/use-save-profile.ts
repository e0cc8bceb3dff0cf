import { profileApi } from '@prakar/shared/api/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '#app/lib/api-query.ts';
import { apiQueryKey } from '#app/lib/api-query-key.ts';
import { updateUser } from '#app/lib/session/session-store.ts';

/**
 * Saves the profile. The answer is the profile as saved: every screen reading it (this page, the
 * checkout's billing details) shows it at once while it is read again, the signed-in user's name
 * and completeness follow, and the cached session (which carries both) is refreshed.
 */
export function useSaveProfile() {
  const client = useQueryClient();
  return useApiMutation(profileApi.save, {
    invalidates: ['accounts'],
    onSuccess: (saved) => {
      client.setQueryData(apiQueryKey(profileApi.get, {}), saved);
      updateUser({ Name: saved.user.name, IsProfileDataSaved: saved.isProfileDataSaved });
    },
  });
}
