import { slugify } from '@prakar/shared/slugify';
import { Link } from 'react-router';
import { PageHero } from '#app/components/content/page-hero.tsx';
import { sitemapCopy, sitemapGroups } from '#app/content/copy/sitemap.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/sitemap.ts';
import styles from './sitemap.module.css';

export const meta = () => pageMeta(copy);

/** Every public page, grouped by topic, for visitors (search engines read /sitemap.xml). */
export default function SitemapPage() {
  return (
    <>
      <PageHero heading={sitemapCopy.heading} intro={sitemapCopy.intro} />
      <div className={styles.groups}>
        {sitemapGroups.map((group) => {
          const id = `${slugify(group.heading)}-heading`;
          return (
            <section key={group.heading} aria-labelledby={id} className={styles.group}>
              <h2 id={id}>{group.heading}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.route}>
                    <Link to={`/${link.route}`}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}
