import { ContentPage } from '#app/components/content/content-page.tsx';
import { FeatureGrid } from '#app/components/content/feature-grid.tsx';
import { OfficeList } from '#app/components/content/office-list.tsx';
import { Section } from '#app/components/content/section.tsx';
import { TeamGrid } from '#app/components/content/team-grid.tsx';
import { aboutCopy } from '#app/content/copy/company.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/about.ts';

export const meta = () => pageMeta(copy);

export default function AboutPage() {
  const { values, team, offices } = aboutCopy;
  return (
    <ContentPage copy={aboutCopy} eyebrow="Company">
      <Section id="values" heading={values.heading}>
        <FeatureGrid items={values.items} />
      </Section>
      <Section id="team" heading={team.heading} intro={team.intro}>
        <TeamGrid members={team.members} />
      </Section>
      <Section id="offices" heading={offices.heading} intro={offices.intro}>
        <OfficeList offices={offices.items} />
      </Section>
    </ContentPage>
  );
}
