import { useParams } from 'react-router';
import { pageMeta } from '#app/content/page-meta.ts';
import { openingCopy } from '#app/content/pages/back-office-careers.ts';
import { ApplicationsSection } from '#app/features/careers-admin/applications-section.tsx';
import { StaffScreen } from './staff-screen';

export const meta = () => pageMeta(openingCopy);

export default function BackOfficeOpeningPage() {
  const { openingId = '' } = useParams();
  return (
    <StaffScreen copy={openingCopy}>
      <ApplicationsSection key={openingId} openingId={openingId} />
    </StaffScreen>
  );
}
