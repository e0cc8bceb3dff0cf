import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-matters.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { MattersSection } from '#app/features/back-office-matters/matters-section.tsx';
import { RetentionSetting } from '#app/features/back-office-matters/retention-setting.tsx';

export const meta = () => pageMeta(copy);

/** `/back-office/matters`: the clients' notices and appeals, worked through by the staff. */
export default function MattersPage() {
  return (
    <BackOfficeScreen copy={copy}>
      <MattersSection />
      <RetentionSetting />
    </BackOfficeScreen>
  );
}
