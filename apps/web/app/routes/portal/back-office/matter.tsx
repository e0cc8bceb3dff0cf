import { lazy, Suspense } from 'react';
import type { MetaArgs } from 'react-router';
import { useParams } from 'react-router';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-matter.ts';
import { copy as newMatterCopy } from '#app/content/pages/back-office-new-matter.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { MatterDetailSection } from '#app/features/back-office-matters/matter-detail-section.tsx';
import { BackToMatters } from '#app/features/back-office-matters/matter-steps.tsx';

/*
 * `/back-office/matters/new` is this route too, not a route of its own, and its form (with the
 * organisations' contract it searches) loads when opened: every started page loads the route
 * manifest, which names each route's files, and the shop's pages have a budget.
 */
const NewMatterForm = lazy(() =>
  import('#app/features/back-office-matters/new-matter-form.tsx').then((module) => ({
    default: module.NewMatterForm,
  })),
);

const NEW = 'new';

export const meta = ({ params }: MetaArgs) => pageMeta(params.id === NEW ? newMatterCopy : copy);

/** One matter: its facts and history beside what the staff do with it; or the form for a new one. */
export default function MatterPage() {
  const { id = '' } = useParams();
  if (id === NEW) {
    return (
      <BackOfficeScreen copy={newMatterCopy}>
        <BackToMatters />
        <Suspense fallback={<p role="status">Loading the form…</p>}>
          <NewMatterForm />
        </Suspense>
      </BackOfficeScreen>
    );
  }
  return (
    <BackOfficeScreen copy={copy}>
      <MatterDetailSection key={id} id={id} />
    </BackOfficeScreen>
  );
}
