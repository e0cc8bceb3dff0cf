import { matterArchiveApi } from '@prakar/shared/api/matter-archive';
import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterMessagesApi } from '@prakar/shared/api/matter-messages';
import type { MatterDetail } from '@prakar/shared/matters';
import { MatterDocumentsPanel } from '#app/components/matter-messages/matter-documents-panel.tsx';
import { MatterMessages } from '#app/components/matter-messages/matter-messages.tsx';
import styles from './matters.module.css';

const DOCUMENTS = {
  list: matterDocumentsApi.staffList,
  download: matterDocumentsApi.staffDownload,
  zip: matterArchiveApi.staffDownload,
};
const THREAD = {
  thread: matterMessagesApi.staffThread,
  send: matterMessagesApi.staffSend,
  download: matterDocumentsApi.staffDownload,
};

/** The matter's documents, all downloadable as one ZIP, and its thread with the client. */
export function MatterCorrespondence({ matter }: { matter: MatterDetail }) {
  return (
    <>
      <section aria-labelledby="matter-all-documents-heading" className={styles.column}>
        <h2 id="matter-all-documents-heading">All documents</h2>
        <MatterDocumentsPanel id={matter.id} number={matter.number} endpoints={DOCUMENTS} />
      </section>
      <section aria-labelledby="matter-messages-heading" className={styles.column}>
        <h2 id="matter-messages-heading">Messages</h2>
        <MatterMessages
          id={matter.id}
          endpoints={THREAD}
          sideNames={{ client: matter.organisation.name, firm: 'The firm' }}
          replyLabel="Your message to the client"
        />
      </section>
    </>
  );
}
