import type { Opening } from '@prakar/shared/careers';
import { formatIndianDate } from '@prakar/shared/dates';
import buttons from '#app/components/ui/button.module.css';
import styles from './careers.module.css';

/** Starts loading the form's code when a visitor shows interest, so it opens without a wait. */
export function prefetchApplicationForm(): void {
  void import('./application-dialog');
}

/** One open position: the summary first, the details on request, and the way to apply. */
export function OpeningCard({
  opening,
  onApply,
}: {
  opening: Opening;
  /** `button` is where focus goes back when the application dialog closes. */
  onApply: (button: HTMLButtonElement) => void;
}) {
  return (
    <article className={styles.opening} data-opening={opening.slug}>
      <h3>{opening.title}</h3>
      <p className={styles.facts}>
        <span>{opening.department}</span>
        <span>{opening.location}</span>
        <span>{opening.employmentType}</span>
        <span>
          Posted <time dateTime={opening.postedAt}>{formatIndianDate(opening.postedAt)}</time>
        </span>
        <span>
          Apply by <time dateTime={opening.closesOn}>{formatIndianDate(opening.closesOn)}</time>
        </span>
      </p>
      <p>{opening.description}</p>
      <details className={styles.more}>
        <summary>Responsibilities and requirements</summary>
        <div className={styles.moreBody}>
          <h4>Responsibilities</h4>
          <ul>
            {opening.responsibilities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h4>Requirements</h4>
          <ul>
            {opening.requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </details>
      <div>
        <button
          type="button"
          className={buttons.primary}
          aria-haspopup="dialog"
          onPointerEnter={prefetchApplicationForm}
          onFocus={prefetchApplicationForm}
          onClick={(event) => onApply(event.currentTarget)}
        >
          Apply<span className="visually-hidden"> for {opening.title}</span>
        </button>
      </div>
    </article>
  );
}
