import { Link } from 'react-router';
import type { SiteLink } from '#app/content/catalogue-links.ts';
import { socialLinks } from '#app/content/footer-links.ts';

/** Links to pages of this site, one a list item. */
export function LinkList({ links, className }: { links: readonly SiteLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The firm's profiles elsewhere, shared by the footer and the /footer page. */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {socialLinks.map((link) => (
        <li key={link.href}>
          <a href={link.href} rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
