import { Link } from 'react-router';
import { Page } from '#app/components/layout/page.tsx';
import { productLinks } from '#app/content/catalogue-links.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/error.ts';

export const meta = () => pageMeta(copy);

/**
 * Where unknown addresses end up, inside the usual header and footer so every menu still works:
 * a few plain links on, with no search to learn first.
 */
export default function ErrorPage() {
  return (
    <Page copy={copy}>
      <section aria-labelledby="carry-on-heading">
        <h2 id="carry-on-heading">Where to go from here</h2>
        <ul>
          <li>
            <Link to="/home">Go to the home page</Link>
          </li>
          {productLinks.map((product) => (
            <li key={product.to}>
              <Link to={product.to}>See {product.label}</Link>
            </li>
          ))}
          <li>
            <Link to="/contact-us">Contact us</Link> if you expected to find something here
          </li>
          <li>
            <Link to="/sitemap">Browse the site map</Link> for every page
          </li>
        </ul>
      </section>
    </Page>
  );
}
