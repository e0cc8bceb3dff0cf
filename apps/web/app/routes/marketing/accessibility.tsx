import { formatIndianDate } from '@prakar/shared/dates';
import { site } from '@prakar/shared/site';
import { CheckList } from '#app/components/content/check-list.tsx';
import { KnownLimitations } from '#app/components/content/known-limitations.tsx';
import { PageHero } from '#app/components/content/page-hero.tsx';
import { Prose, Section, SectionStack, sectionStyles } from '#app/components/content/section.tsx';
import { accessibilityCopy } from '#app/content/copy/accessibility.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/accessibility.ts';
import styles from './accessibility.module.css';

export const meta = () => pageMeta(copy);

/** The accessibility statement: the standard, the testing, known barriers, and who to tell. */
export default function AccessibilityPage() {
  const { scope, standard, testing, limitations, report, escalation, review } = accessibilityCopy;
  const reviewed = (
    <time dateTime={accessibilityCopy.lastReviewed}>
      {formatIndianDate(accessibilityCopy.lastReviewed)}
    </time>
  );
  return (
    <>
      <PageHero heading={accessibilityCopy.heading} intro={<>Last reviewed {reviewed}</>} />
      <SectionStack>
        <Section id="scope" heading={scope.heading}>
          <Prose paragraphs={scope.paragraphs} />
        </Section>
        <Section id="standard" heading={standard.heading}>
          <Prose paragraphs={standard.paragraphs} />
        </Section>
        <Section id="testing" heading={testing.heading} intro={testing.intro}>
          <CheckList items={testing.items} />
        </Section>
        <Section id="limitations" heading={limitations.heading} intro={limitations.intro}>
          <KnownLimitations items={limitations.items} />
        </Section>
        <Section id="report" heading={report.heading}>
          <Prose paragraphs={report.paragraphs} />
          <p className={styles.contact}>
            {report.addressLabel}:{' '}
            <a href={`mailto:${site.accessibilityEmail}`}>{site.accessibilityEmail}</a>
          </p>
          <CheckList items={report.response} />
        </Section>
        <Section id="escalation" heading={escalation.heading}>
          <div className={sectionStyles.prose}>
            <p>
              {escalation.grievance} <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
              .
            </p>
            <p>
              {escalation.commissioner}{' '}
              <a href="https://ccdisabilities.nic.in">ccdisabilities.nic.in</a>.
            </p>
          </div>
        </Section>
        <Section id="review" heading={review.heading}>
          <div className={sectionStyles.prose}>
            <p>
              {review.reviewedOn} {reviewed}.
            </p>
            {review.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </Section>
      </SectionStack>
    </>
  );
}
