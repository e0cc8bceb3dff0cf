import { CaseStudies } from '#app/components/content/case-studies.tsx';
import { ContentPage } from '#app/components/content/content-page.tsx';
import { FeatureGrid } from '#app/components/content/feature-grid.tsx';
import { Section } from '#app/components/content/section.tsx';
import { Testimonials } from '#app/components/content/testimonials.tsx';
import { customerCopy } from '#app/content/copy/company.ts';
import { testimonialsCopy } from '#app/content/copy/testimonials.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/customer.ts';

export const meta = () => pageMeta(copy);

export default function CustomerPage() {
  const { industries, caseStudies } = customerCopy;
  return (
    <ContentPage copy={customerCopy} eyebrow="Customers" sectionLayout="cards">
      <Section id="industries" heading={industries.heading} intro={industries.intro}>
        <FeatureGrid items={industries.items} />
      </Section>
      <Section id="case-studies" heading={caseStudies.heading} intro={caseStudies.intro}>
        <CaseStudies items={caseStudies.items} />
      </Section>
      <Section id="testimonials" heading={testimonialsCopy.heading}>
        <Testimonials items={testimonialsCopy.items} />
      </Section>
    </ContentPage>
  );
}
