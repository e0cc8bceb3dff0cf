import { Link } from 'react-router';
import buttons from '#app/components/ui/button.module.css';
import type { Cta } from '#app/content/copy/types.ts';

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
