import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-careers.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { OpeningsSection } from '#app/features/careers-admin/openings-section.tsx';

export const meta = () => pageMeta(copy);

export default function BackOfficeCareersPage() {
  return (
    <BackOfficeScreen copy={copy}>
      <OpeningsSection />
    </BackOfficeScreen>
  );
}
