import { site } from '@prakar/shared/site';
import { CtaBand } from '#app/components/content/cta-band.tsx';
import { CustomerStories } from '#app/components/content/customer-stories.tsx';
import { FeatureGrid } from '#app/components/content/feature-grid.tsx';
import { Figures } from '#app/components/content/figures.tsx';
import { type LinkCard, LinkCards } from '#app/components/content/link-cards.tsx';
import { Section } from '#app/components/content/section.tsx';
import { advisoryServiceLinks } from '#app/content/catalogue-links.ts';
import { customerStoriesCopy as stories } from '#app/content/copy/customer-stories.ts';
import { homeLowerCopy } from '#app/content/copy/home-lower.ts';
import type { ServiceRoute } from '#app/content/copy/types.ts';

const { services, whyChooseUs, finalCta } = homeLowerCopy;

const serviceCards: LinkCard[] = advisoryServiceLinks.map((link) => ({
  to: link.to,
  title: link.label,
  text: services.blurbs[link.to.slice(1) as ServiceRoute],
}));

/**
 * The home page below its first screen: services, why choose us, customer stories and the closing
 * call to action. Loaded with the page itself: one chunk costs fewer bytes than deferring these
 * few sections into a second one.
 */
export default function HomeLowerSections() {
  return (
    <>
      <Section id="services" heading={services.heading} intro={services.intro}>
        <LinkCards cards={serviceCards} />
      </Section>
      <Section id="why-choose-us" heading={whyChooseUs.heading}>
        <Figures items={site.figures} />
        <FeatureGrid items={whyChooseUs.points} />
      </Section>
      <Section id="customer-stories" heading={stories.heading}>
        <CustomerStories items={stories.items} />
      </Section>
      <CtaBand block={finalCta} />
    </>
  );
}
