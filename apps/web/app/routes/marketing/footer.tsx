import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/footer.ts';

export const meta = () => pageMeta(copy);

export default function FooterPage() {
  return <Page copy={copy} />;
}
