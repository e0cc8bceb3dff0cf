import { Outlet } from 'react-router';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { Page } from '#app/components/layout/page.tsx';
import { copy } from '#app/content/pages/back-office.ts';
import { BackOfficeWorkspace } from '#app/features/back-office/back-office-workspace.tsx';
import { useInBackOffice } from '#app/features/back-office/use-back-office.ts';
import { BackOfficeSearch } from '#app/features/back-office-search/back-office-search.tsx';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';

/**
 * Every back-office screen: the firm's staff work in the workspace; anyone else signed in reads,
 * in the website's frame, that it is not for them. The server refuses their calls either way.
 */
export default function BackOfficeLayout() {
  const user = useCurrentUser();
  const inBackOffice = useInBackOffice();
  if (!user) return null;
  if (!inBackOffice) {
    return (
      <Page copy={copy}>
        <FormMessage tone="info">The back office is for the firm’s staff.</FormMessage>
      </Page>
    );
  }
  return (
    <BackOfficeWorkspace user={user} search={<BackOfficeSearch />}>
      <Outlet />
    </BackOfficeWorkspace>
  );
}
