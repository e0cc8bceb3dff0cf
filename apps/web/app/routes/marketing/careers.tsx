import { ContentPage } from '#app/components/content/content-page.tsx';
import { Section } from '#app/components/content/section.tsx';
import buttons from '#app/components/ui/button.module.css';
import { careersCopy } from '#app/content/copy/company.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/careers.ts';
import { OpeningsList } from '#app/features/careers/openings-list.tsx';

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
