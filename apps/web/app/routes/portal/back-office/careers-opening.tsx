import { useParams } from 'react-router';
import { pageMeta } from '#app/content/page-meta.ts';
import { openingCopy } from '#app/content/pages/back-office-careers.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { ApplicationsSection } from '#app/features/careers-admin/applications-section.tsx';

export const meta = () => pageMeta(openingCopy);

export default function BackOfficeOpeningPage() {
  const { openingId = '' } = useParams();
  return (
    <BackOfficeScreen copy={openingCopy}>
      <ApplicationsSection key={openingId} openingId={openingId} />
    </BackOfficeScreen>
  );
}
