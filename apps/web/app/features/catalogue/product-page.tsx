import { CheckList } from '#app/components/content/check-list.tsx';
import { CtaFrame } from '#app/components/content/cta-band.tsx';
import { CustomerStories } from '#app/components/content/customer-stories.tsx';
import { FaqSection } from '#app/components/content/faq-section.tsx';
import { FeatureGrid } from '#app/components/content/feature-grid.tsx';
import { PageHero } from '#app/components/content/page-hero.tsx';
import type { PortalScreen } from '#app/components/content/product-picture.tsx';
import { Prose, Section, SectionStack } from '#app/components/content/section.tsx';
import { StepList } from '#app/components/content/step-list.tsx';
import { ContactButton } from '#app/components/nav/contact-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { customerStoriesCopy } from '#app/content/copy/customer-stories.ts';
import type { ProductCopy } from '#app/content/copy/types.ts';
import { PlanList } from './plan-list';

/**
 * A product page: the problem it solves, what it does, how it works, who uses it and what they measured, its plans with
 * today's prices, and the questions people ask before buying. `screen` is the portal screen its hero shows.
 */
export function ProductPage({ copy, screen }: { copy: ProductCopy; screen: PortalScreen }) {
  const demoSubject = `${copy.name}: request for a demonstration`;
  const stories = customerStoriesCopy.items.filter((story) => story.product === copy.code);
  return (
    <>
      <PageHero
        eyebrow="Product"
        heading={copy.name}
        lead={copy.tagline}
        intro={copy.intro}
        screen={screen}
      >
        <a href="#plans" className={buttons.primary}>
          See plans and prices
        </a>
        <ContactButton className={buttons.secondary} subject={demoSubject}>
          Ask for a demo
        </ContactButton>
      </PageHero>
      <SectionStack>
        <Section id="problem" heading={copy.problem.heading} split>
          <Prose paragraphs={copy.problem.paragraphs} />
        </Section>
        <Section id="features" heading={`What ${copy.name} does`}>
          <FeatureGrid items={copy.features} />
        </Section>
        <Section id="how-it-works" heading="How it works">
          <StepList steps={copy.howItWorks} />
        </Section>
        <Section id="who-its-for" heading={copy.audience.heading} split>
          <CheckList items={copy.audience.items} />
        </Section>
        {stories.length ? (
          <Section id="customer-stories" heading={customerStoriesCopy.heading}>
            <CustomerStories items={stories} />
          </Section>
        ) : null}
        <Section
          id="plans"
          heading="Plans and prices"
          intro="Yearly subscriptions for your whole organisation. GST at 18% is added at checkout."
        >
          <PlanList code={copy.code} name={copy.name} everyPlan={copy.everyPlan} />
        </Section>
        <FaqSection faqs={copy.faqs} />
      </SectionStack>
      <CtaFrame
        id="demo"
        heading="Not sure which plan fits?"
        text="Tell us how many employees, TANs or certificates you handle and we will suggest a plan, or show you the product with sample data."
      >
        <ContactButton className={buttons.primary} subject={demoSubject}>
          Ask for a demo
        </ContactButton>
      </CtaFrame>
    </>
  );
}
