import type { ReactNode } from 'react';
import { ContactButton } from '#app/components/nav/contact-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { ProductNamesWhole } from '#app/components/ui/product-names-whole.tsx';
import type { CtaBlock } from '#app/content/copy/types.ts';
import styles from './cta-band.module.css';
import { CtaLink } from './cta-link';

/**
 * The closing call to action of a page. With `consultationSubject`, a call that leads to the
 * contact page opens the contact panel instead, with the subject filled in.
 */
export function CtaBand({
  block,
  consultationSubject,
  id = 'next-step',
}: {
  block: CtaBlock;
  consultationSubject?: string;
  id?: string;
}) {
  const { primary, secondary } = block;
  const action = (cta: typeof primary, variant: 'primary' | 'secondary'): ReactNode =>
    consultationSubject && cta.to === 'contact-us' ? (
      <ContactButton className={buttons[variant]} subject={consultationSubject}>
        {cta.label}
      </ContactButton>
    ) : (
      <CtaLink cta={cta} variant={variant} />
    );
  return (
    <CtaFrame id={id} heading={block.heading} text={block.text}>
      {action(primary, 'primary')}
      {secondary ? action(secondary, 'secondary') : null}
    </CtaFrame>
  );
}

/** The band itself, for pages whose actions are not in the copy (a consultation button). */
export function CtaFrame({
  id,
  heading,
  text,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.band}>
      <div className={styles.inner}>
        <h2 id={`${id}-heading`}>{heading}</h2>
        <p>
          <ProductNamesWhole text={text} />
        </p>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
