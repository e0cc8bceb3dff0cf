import { ContentPage } from '../../components/content/content-page';
import { Section } from '../../components/content/section';
import buttons from '../../components/ui/button.module.css';
import { careersCopy } from '../../content/copy/company';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/careers';
import { OpeningsList } from '../../features/careers/openings-list';

export const meta = () => pageMeta(copy);

export default function CareersPage() {
  const { openings } = careersCopy;
  return (
    <ContentPage
      copy={careersCopy}
      eyebrow="Careers"
      heroActions={
        <a href="#openings" className={buttons.primary}>
          See current openings
        </a>
      }
    >
      <Section id="openings" heading={openings.heading} intro={openings.intro}>
        <OpeningsList emptyText={openings.emptyText} />
      </Section>
    </ContentPage>
  );
}
