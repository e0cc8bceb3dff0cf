import { ContentPage } from '../../components/content/content-page';
import { FeatureGrid } from '../../components/content/feature-grid';
import { OfficeList } from '../../components/content/office-list';
import { Section } from '../../components/content/section';
import { TeamGrid } from '../../components/content/team-grid';
import { aboutCopy } from '../../content/copy/company';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/about';

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
