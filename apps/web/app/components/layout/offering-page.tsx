import { site } from '@prakar/shared/site';
import { Link } from 'react-router';
import { offeringHighlights } from '../../content/offerings';
import type { PageCopy } from '../../content/page-copy';
import { openContactPanel, prefetchContactPanel } from '../../features/contact/contact-panel-store';
import buttons from '../ui/button.module.css';
import { Highlights, Page, pageStyles } from './page';

/**
 * A product or service page: what it is, what it covers, and the next step — an account for the
 * software, a conversation for the advisory services.
 */
export function OfferingPage({
  copy,
  kind,
  name,
}: {
  copy: PageCopy;
  kind: 'product' | 'service';
  name: string;
}) {
  const subject = kind === 'product' ? `${name} demo` : `${name} enquiry`;
  return (
    <Page copy={copy}>
      <section aria-labelledby="what-you-get">
        <h2 id="what-you-get">{kind === 'product' ? 'What it does' : 'How we help'}</h2>
        <Highlights items={offeringHighlights[copy.route]} />
      </section>
      <div className={pageStyles.linkList}>
        {kind === 'product' ? (
          <Link to="/sign-up" className={buttons.primary}>
            Sign Up
          </Link>
        ) : null}
        <button
          type="button"
          className={kind === 'product' ? buttons.secondary : buttons.primary}
          onPointerEnter={prefetchContactPanel}
          onFocus={prefetchContactPanel}
          onClick={() => openContactPanel({ subject })}
        >
          {kind === 'product' ? 'Ask for a demo' : 'Talk to an advisor'}
        </button>
        <a href={site.salesPhoneHref} className={buttons.secondary}>
          Call {site.salesPhone}
        </a>
      </div>
    </Page>
  );
}
