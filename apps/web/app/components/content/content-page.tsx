import type { ReactNode } from 'react';
import type { PageCopy } from '#app/content/copy/types.ts';
import { ContentSections, SectionCards } from './content-sections';
import { CtaBand } from './cta-band';
import { FaqSection } from './faq-section';
import { PageHero } from './page-hero';
import { SectionStack } from './section';

/**
 * A page of the general copy shape: heading and introduction, its sections, FAQs and closing call
 * to action. `children` are page-specific sections placed after the copy's own.
 */
export function ContentPage({
  copy,
  eyebrow,
  heroActions,
  heroNote,
  consultationSubject,
  sectionLayout = 'stacked',
  children,
}: {
  copy: PageCopy;
  /** `cards` sets short sections side by side instead of one below the other. */
  sectionLayout?: 'stacked' | 'cards';
  eyebrow?: string;
  heroActions?: ReactNode;
  heroNote?: string;
  consultationSubject?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow={eyebrow} heading={copy.heading} intro={copy.intro} note={heroNote}>
        {heroActions}
      </PageHero>
      <SectionStack>
        {sectionLayout === 'cards' ? (
          <SectionCards sections={copy.sections} />
        ) : (
          <ContentSections sections={copy.sections} />
        )}
        {children}
        <FaqSection faqs={copy.faqs} />
      </SectionStack>
      {copy.cta ? <CtaBand block={copy.cta} consultationSubject={consultationSubject} /> : null}
    </>
  );
}
