import { Link } from 'react-router';
import { Page } from '../../components/layout/page';
import {
  advisoryServiceLinks,
  companyLinks,
  productLinks,
  type SiteLink,
} from '../../content/catalogue-links';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/sitemap';

export const meta = () => pageMeta(copy);

const groups: { title: string; links: readonly SiteLink[] }[] = [
  { title: 'Products', links: productLinks },
  { title: 'Advisory services', links: advisoryServiceLinks },
  {
    title: 'For individuals and CA firms',
    links: [
      { label: 'Assisted ITR filing', to: '/itrfilling' },
      { label: 'Self filing', to: '/selffilling' },
      { label: 'Cloud workspace for CA firms', to: '/cloudworkspace' },
      { label: 'Digital services', to: '/digitalservices' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Home', to: '/home' },
      ...companyLinks,
      { label: 'Careers', to: '/careers' },
      { label: 'Our customers', to: '/customer' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { label: 'Terms of use', to: '/terms' },
      { label: 'Privacy policy', to: '/privacy-policy' },
      { label: 'Refund policy', to: '/refund-policy' },
    ],
  },
];

export default function SitemapPage() {
  return (
    <Page copy={copy}>
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h2>{group.title}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Page>
  );
}
