import { site } from '@prakar/shared/site';
import { Page } from '../../components/layout/page';
import buttons from '../../components/ui/button.module.css';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/contact-us';
import { openContactPanel, prefetchContactPanel } from '../../features/contact/contact-panel-store';

export const meta = () => pageMeta(copy);

export default function ContactUsPage() {
  const { address } = site;
  return (
    <Page copy={copy}>
      <section aria-labelledby="reach-us">
        <h2 id="reach-us">Reach our sales team</h2>
        <p>
          E-mail: <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a>
          <br />
          Phone: <a href={site.salesPhoneHref}>{site.salesPhone}</a>
          <br />
          {site.hours}
        </p>
        <address style={{ fontStyle: 'normal' }}>
          {site.legalName}
          <br />
          {address.line1}, {address.line2}
          <br />
          {address.city}, {address.state} {address.pinCode}
        </address>
      </section>
      <div>
        <button
          type="button"
          className={buttons.primary}
          onPointerEnter={prefetchContactPanel}
          onFocus={prefetchContactPanel}
          onClick={() => openContactPanel()}
        >
          Write to us
        </button>
      </div>
    </Page>
  );
}
