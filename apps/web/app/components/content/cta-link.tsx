import { Link } from 'react-router';
import type { Cta } from '../../content/copy/types';
import buttons from '../ui/button.module.css';

/** A call to action from the copy: a page of the site, or an anchor on this page (`#products`). */
export function CtaLink({ cta, variant }: { cta: Cta; variant: 'primary' | 'secondary' }) {
  const className = buttons[variant];
  if (cta.to.startsWith('#')) {
    return (
      <a href={cta.to} className={className}>
        {cta.label}
      </a>
    );
  }
  return (
    <Link to={`/${cta.to}`} className={className}>
      {cta.label}
    </Link>
  );
}
