import { site } from '@prakar/shared/site';
import { CtaLink } from '#app/components/content/cta-link.tsx';
import { type LinkCard, LinkCards } from '#app/components/content/link-cards.tsx';
import { PageHero } from '#app/components/content/page-hero.tsx';
import type { PortalScreen } from '#app/components/content/product-picture.tsx';
import { Prose, Section, SectionStack } from '#app/components/content/section.tsx';
import { productLinks } from '#app/content/catalogue-links.ts';
import { homeCopy } from '#app/content/copy/home.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/home.ts';
import HomeLowerSections from './home-lower-sections';

/** The portal screen the hero shows. */
const SCREEN: PortalScreen = {
  name: 'subscriptions',
  alt: 'The customer portal’s My subscription screen: each product’s plan, validity dates, days left and a Renew button.',
};

export const meta = () => pageMeta(copy);

const { hero, whatWeDo, products } = homeCopy;

const productCards: LinkCard[] = productLinks.map((link) => ({
  to: link.to,
  title: link.label,
  text: products.blurbs[link.code],
}));

export default function HomePage() {
  return (
    <>
      <PageHero
        tone="dark"
        eyebrow={site.tagline}
        heading={hero.heading}
        intro={hero.subheading}
        screen={SCREEN}
      >
        <CtaLink cta={hero.primaryCta} variant="primary" />
        <CtaLink cta={hero.secondaryCta} variant="secondary" />
      </PageHero>
      <SectionStack>
        <Section id="what-we-do" heading={whatWeDo.heading} split>
          <Prose paragraphs={[whatWeDo.intro]} />
        </Section>
        <Section id="products" heading={products.heading} intro={products.intro}>
          <LinkCards cards={productCards} />
        </Section>
        <HomeLowerSections />
      </SectionStack>
    </>
  );
}
