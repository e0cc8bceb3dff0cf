import styles from './papers.module.css';

/** Why a form of the matter's papers was turned down as a whole, announced at once. */
export function PaperFormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className={styles.error} role="alert">
      {message}
    </p>
  ) : null;
}
