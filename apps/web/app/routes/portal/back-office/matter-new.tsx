import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/back-office-new-matter.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { BackToMatters } from '#app/features/back-office-matters/matter-steps.tsx';
import { NewMatterForm } from '#app/features/back-office-matters/new-matter-form.tsx';

export const meta = () => pageMeta(copy);

/** `/back-office/matters/new`: a matter the firm opens for a client. */
export default function NewMatterPage() {
  return (
    <BackOfficeScreen copy={copy}>
      <BackToMatters />
      <NewMatterForm />
    </BackOfficeScreen>
  );
}
