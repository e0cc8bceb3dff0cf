import { Link } from 'react-router';
import { Page, pageStyles } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/error.ts';

export const meta = () => pageMeta(copy);

/** Where unknown addresses end up. */
export default function ErrorPage() {
  return (
    <Page copy={copy}>
      <ul className={pageStyles.linkList}>
        <li>
          <Link to="/home">Go to the home page</Link>
        </li>
        <li>
          <Link to="/sitemap">Browse the site map</Link>
        </li>
      </ul>
    </Page>
  );
}
