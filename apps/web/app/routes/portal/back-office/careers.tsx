import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-careers.ts';
import { OpeningsSection } from '#app/features/careers-admin/openings-section.tsx';
import { StaffScreen } from './staff-screen';

export const meta = () => pageMeta(copy);

export default function BackOfficeCareersPage() {
  return (
    <StaffScreen copy={copy}>
      <OpeningsSection />
    </StaffScreen>
  );
}
