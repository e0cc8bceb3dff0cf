import { clientMattersApi } from '@prakar/shared/api/client-matters';
import { useParams } from 'react-router';
import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/matter.ts';
import { deniedText } from '#app/content/pages/matters.ts';
import { MatterDetailSection } from '#app/features/matters/matter-detail-section.tsx';
import { ScreenGate } from '#app/features/my-apps/screen-gate.tsx';

export const meta = () => pageMeta(copy);

/** `/matters/<id>`: one of the organisation's matters, its facts and history. */
export default function MatterPage() {
  const { id = '' } = useParams();
  return (
    <Page copy={copy}>
      <ScreenGate endpoint={clientMattersApi.get} needsProfile={false} denied={deniedText}>
        <MatterDetailSection key={id} id={id} />
      </ScreenGate>
    </Page>
  );
}
