import { Fragment } from 'react';
import styles from './email-address.module.css';

/**
 * An e-mail address that a narrow column may break before its “@” or a dot
 * (“accounts | @kalyanigears | .example”), never inside a word. A <wbr> is not copied or
 * searched for, so the address still copies and finds whole.
 */
export function EmailAddress({ address }: { address: string }) {
  let end = 0;
  return (
    <span className={styles.email}>
      {address.split(/(?=[@.])/).map((part) => {
        end += part.length;
        return (
          <Fragment key={end}>
            {end > part.length ? <wbr /> : null}
            {part}
          </Fragment>
        );
      })}
    </span>
  );
}
