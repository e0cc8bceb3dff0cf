import type { ReactNode } from 'react';
import { ProductNamesWhole } from '#app/components/ui/product-names-whole.tsx';
import styles from './page-hero.module.css';
import { type PortalScreen, ProductPicture } from './product-picture';

/**
 * The top of a content page: the page's one `<h1>`, what the page is about and the first actions.
 * On a wide screen the heading and the text beside it take two columns, or the text takes one and
 * `screen` (a picture of the portal) the other. The home page uses the dark variant.
 */
export function PageHero({
  eyebrow,
  heading,
  lead,
  intro,
  tone = 'light',
  note,
  screen,
  children,
}: {
  eyebrow?: string;
  heading: string;
  /** A short line under the heading (a product's tagline). */
  lead?: string;
  intro?: ReactNode;
  tone?: 'light' | 'dark';
  /** A small line under the actions (how pricing works). */
  note?: string;
  screen?: PortalScreen;
  /** Calls to action. */
  children?: ReactNode;
}) {
  return (
    <div className={tone === 'dark' ? styles.dark : styles.light}>
      <div className={screen ? styles.withVisual : styles.inner}>
        <div className={styles.title}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1>{heading}</h1>
        </div>
        <div className={styles.body}>
          {lead ? (
            <p className={styles.lead}>
              <ProductNamesWhole text={lead} />
            </p>
          ) : null}
          {intro ? (
            <p className={styles.intro}>
              <ProductNamesWhole text={intro} />
            </p>
          ) : null}
          {children ? <div className={styles.actions}>{children}</div> : null}
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
        {screen ? (
          <div className={styles.visual}>
            {/* Half the page beside the text on a wide screen, else the page's width. */}
            <ProductPicture screen={screen} sizes="(min-width: 64rem) min(45rem, 50vw), 100vw" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
