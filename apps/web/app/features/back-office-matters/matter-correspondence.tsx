import type { MatterDetail } from '@prakar/shared/matters';
import { MatterCorrespondence as Correspondence } from '#app/components/matter-messages/matter-correspondence.tsx';
import styles from './matters.module.css';

/** The matter's documents, all downloadable as one ZIP, and its thread with the client. */
export function MatterCorrespondence({ matter }: { matter: MatterDetail }) {
  return (
    <Correspondence
      matter={matter}
      side="firm"
      sideNames={{ client: matter.organisation.name, firm: 'The firm' }}
      replyLabel="Your message to the client"
      className={styles.column}
    />
  );
}
