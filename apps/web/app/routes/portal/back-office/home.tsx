import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office.ts';
import { WorkWaiting } from '#app/features/back-office/work-waiting.tsx';
import { BackOfficePage } from './back-office-page';

export const meta = () => pageMeta(copy);

/** `/back-office`: where the firm's staff land after signing in. */
export default function BackOfficeHomePage() {
  return (
    <BackOfficePage copy={copy}>
      <WorkWaiting />
    </BackOfficePage>
  );
}
