import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { WorkWaiting } from '#app/features/back-office/work-waiting.tsx';

export const meta = () => pageMeta(copy);

/** `/back-office`: where the firm's staff land after signing in. */
export default function BackOfficeHomePage() {
  return (
    <BackOfficeScreen copy={copy}>
      <WorkWaiting />
    </BackOfficeScreen>
  );
}
