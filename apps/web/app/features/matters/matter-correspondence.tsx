import { matterArchiveApi } from '@prakar/shared/api/matter-archive';
import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterMessagesApi } from '@prakar/shared/api/matter-messages';
import { site } from '@prakar/shared/site';
import { MatterDocumentsPanel } from '#app/components/matter-messages/matter-documents-panel.tsx';
import { MatterMessages } from '#app/components/matter-messages/matter-messages.tsx';
import styles from './matters.module.css';

const DOCUMENTS = {
  list: matterDocumentsApi.list,
  download: matterDocumentsApi.download,
  zip: matterArchiveApi.download,
};
const THREAD = {
  thread: matterMessagesApi.thread,
  send: matterMessagesApi.send,
  download: matterDocumentsApi.download,
};
const SIDE_NAMES = { client: 'Your organisation', firm: site.name };

/** The matter's documents, all downloadable as one ZIP, and its thread with the firm. */
export function MatterCorrespondence({ matter }: { matter: { id: string; number: string } }) {
  return (
    <>
      <section aria-labelledby="matter-all-documents-heading" className={styles.detail}>
        <h2 id="matter-all-documents-heading">All documents</h2>
        <MatterDocumentsPanel id={matter.id} number={matter.number} endpoints={DOCUMENTS} />
      </section>
      <section aria-labelledby="matter-messages-heading" className={styles.detail}>
        <h2 id="matter-messages-heading">Messages</h2>
        <MatterMessages
          id={matter.id}
          endpoints={THREAD}
          sideNames={SIDE_NAMES}
          replyLabel="Your message to the firm"
        />
      </section>
    </>
  );
}
