import { site } from '@prakar/shared/site';
import { CtaBand } from '../../components/content/cta-band';
import { FeatureGrid } from '../../components/content/feature-grid';
import { Figures } from '../../components/content/figures';
import { type LinkCard, LinkCards } from '../../components/content/link-cards';
import { Section } from '../../components/content/section';
import { Testimonials } from '../../components/content/testimonials';
import { advisoryServiceLinks } from '../../content/catalogue-links';
import { homeLowerCopy } from '../../content/copy/home-lower';
import { testimonialsCopy as testimonials } from '../../content/copy/testimonials';
import type { ServiceRoute } from '../../content/copy/types';

const { services, whyChooseUs, finalCta } = homeLowerCopy;

const serviceCards: LinkCard[] = advisoryServiceLinks.map((link) => ({
  to: link.to,
  title: link.label,
  text: services.blurbs[link.to.slice(1) as ServiceRoute],
}));

/**
 * The home page below its first screen: services, why choose us, testimonials and the closing
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
      <Section id="testimonials" heading={testimonials.heading}>
        <Testimonials items={testimonials.items} />
      </Section>
      <CtaBand block={finalCta} />
    </>
  );
}
