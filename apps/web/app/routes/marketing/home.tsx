import { Link } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { type HomeCard, homeCopy, homeProducts, homeServices } from '../../content/home';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/home';
import { openContactPanel, prefetchContactPanel } from '../../features/contact/contact-panel-store';
import styles from './home.module.css';

export const meta = () => pageMeta(copy);

function ContactUsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onPointerEnter={prefetchContactPanel}
      onFocus={prefetchContactPanel}
      onClick={() => openContactPanel()}
    >
      Contact us
    </button>
  );
}

function Cards({
  id,
  heading,
  cards,
}: {
  id: string;
  heading: string;
  cards: readonly HomeCard[];
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.route} className={styles.card}>
            <h3>
              <Link to={`/${card.route}`}>{card.name}</Link>
            </h3>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{homeCopy.eyebrow}</p>
          <h1 id="home-heading">{copy.heading}</h1>
          <p className={styles.heroText}>{copy.summary}</p>
          <div className={styles.actions}>
            <Link to="/sign-up" className={buttons.primary}>
              Sign Up
            </Link>
            <ContactUsButton className={`${buttons.secondary} ${styles.heroSecondary}`} />
          </div>
        </div>
      </section>
      <Cards id="products-heading" heading={homeCopy.productsHeading} cards={homeProducts} />
      <div className={styles.band}>
        <Cards id="services-heading" heading={homeCopy.servicesHeading} cards={homeServices} />
      </div>
      <section className={styles.cta} aria-labelledby="cta-heading">
        <h2 id="cta-heading">{homeCopy.ctaHeading}</h2>
        <p>{homeCopy.ctaText}</p>
        <div className={styles.actions}>
          <Link to="/sign-up" className={buttons.primary}>
            Sign Up
          </Link>
          <ContactUsButton className={buttons.secondary} />
        </div>
      </section>
    </>
  );
}
