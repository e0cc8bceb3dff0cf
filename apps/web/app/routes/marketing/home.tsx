import { site } from '@prakar/shared/site';
import { CtaLink } from '../../components/content/cta-link';
import { type LinkCard, LinkCards } from '../../components/content/link-cards';
import { PageHero } from '../../components/content/page-hero';
import { Prose, Section, SectionStack } from '../../components/content/section';
import { productLinks } from '../../content/catalogue-links';
import { homeCopy } from '../../content/copy/home';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/home';
import HomeLowerSections from './home-lower-sections';

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
      <PageHero tone="dark" eyebrow={site.tagline} heading={hero.heading} intro={hero.subheading}>
        <CtaLink cta={hero.primaryCta} variant="primary" />
        <CtaLink cta={hero.secondaryCta} variant="secondary" />
      </PageHero>
      <SectionStack>
        <Section id="what-we-do" heading={whatWeDo.heading}>
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
