import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/nav-component.ts';

export const meta = () => pageMeta(copy);

export default function NavComponentPage() {
  return <Page copy={copy} />;
}
