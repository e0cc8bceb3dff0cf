import type { Faq } from '#app/content/copy/types.ts';
import { FaqList } from './faq-list';
import { Section } from './section';

export const FAQ_HEADING = 'Frequently asked questions';

/** A page's FAQs under their own heading; nothing when the page has none. */
export function FaqSection({ faqs }: { faqs: readonly Faq[] | undefined }) {
  if (!faqs?.length) return null;
  return (
    <Section id="faqs" heading={FAQ_HEADING} split>
      <FaqList faqs={faqs} />
    </Section>
  );
}
