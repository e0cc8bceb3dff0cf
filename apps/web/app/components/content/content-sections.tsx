import type { ContentSection } from '#app/content/copy/types.ts';
import { CheckList } from './check-list';
import styles from './content-sections.module.css';
import { FeatureGrid } from './feature-grid';
import { Prose, Section } from './section';
import { StepList } from './step-list';

/** Whatever a section of the copy holds, in reading order: text, then list, cards or steps. */
export function SectionContent({ section }: { section: ContentSection }) {
  return (
    <>
      {section.paragraphs?.length ? <Prose paragraphs={section.paragraphs} /> : null}
      {section.items?.length ? <CheckList items={section.items} /> : null}
      {section.features?.length ? <FeatureGrid items={section.features} /> : null}
      {section.steps?.length ? <StepList steps={section.steps} /> : null}
    </>
  );
}

/** Text and lists read beside their heading; cards and steps take the section's whole width. */
const isRunningText = (section: ContentSection) =>
  !section.features?.length && !section.steps?.length;

/** The copy's sections, each with its anchor and `<h2>`. Use inside a `SectionStack`. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return sections.map((section) => (
    <Section
      key={section.id}
      id={section.id}
      heading={section.heading}
      split={isRunningText(section)}
    >
      <SectionContent section={section} />
    </Section>
  ));
}

/** Short sections side by side as cards, each still a section with its anchor and `<h2>`. */
export function SectionCards({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <div className={styles.band}>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className={styles.card}
        >
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          <SectionContent section={section} />
        </section>
      ))}
    </div>
  );
}
