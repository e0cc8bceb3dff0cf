import { CaseStudies } from '#app/components/content/case-studies.tsx';
import { ContentPage } from '#app/components/content/content-page.tsx';
import { CustomerStories } from '#app/components/content/customer-stories.tsx';
import { FeatureGrid } from '#app/components/content/feature-grid.tsx';
import { Section } from '#app/components/content/section.tsx';
import { customerCopy } from '#app/content/copy/company.ts';
import { customerStoriesCopy } from '#app/content/copy/customer-stories.ts';
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
      <Section id="customer-stories" heading={customerStoriesCopy.heading}>
        <CustomerStories items={customerStoriesCopy.items} />
      </Section>
    </ContentPage>
  );
}
