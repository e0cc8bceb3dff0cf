import { formatIndianDate } from '@prakar/shared/dates';
import { site } from '@prakar/shared/site';
import { CheckList } from '../../components/content/check-list';
import { KnownLimitations } from '../../components/content/known-limitations';
import { PageHero } from '../../components/content/page-hero';
import { Prose, Section, SectionStack, sectionStyles } from '../../components/content/section';
import { accessibilityCopy } from '../../content/copy/accessibility';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/accessibility';
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
