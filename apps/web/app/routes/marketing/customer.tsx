import { CaseStudies } from '../../components/content/case-studies';
import { ContentPage } from '../../components/content/content-page';
import { FeatureGrid } from '../../components/content/feature-grid';
import { Section } from '../../components/content/section';
import { Testimonials } from '../../components/content/testimonials';
import { customerCopy } from '../../content/copy/company';
import { testimonialsCopy } from '../../content/copy/testimonials';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/customer';

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
