import { useParams } from 'react-router';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-matter.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { MatterDetailSection } from '#app/features/back-office-matters/matter-detail-section.tsx';

export const meta = () => pageMeta(copy);

/** One matter: its facts and history beside what the staff do with it. */
export default function MatterPage() {
  const { id = '' } = useParams();
  return (
    <BackOfficeScreen copy={copy}>
      <MatterDetailSection key={id} id={id} />
    </BackOfficeScreen>
  );
}
