import { site } from '@prakar/shared/site';
import { MatterCorrespondence as Correspondence } from '#app/components/matter-messages/matter-correspondence.tsx';
import styles from './matters.module.css';

const SIDE_NAMES = { client: 'Your organisation', firm: site.name };

/** The matter's documents, all downloadable as one ZIP, and its thread with the firm. */
export function MatterCorrespondence({ matter }: { matter: { id: string; number: string } }) {
  return (
    <Correspondence
      matter={matter}
      side="client"
      sideNames={SIDE_NAMES}
      replyLabel="Your message to the firm"
      className={styles.detail}
    />
  );
}
