import { matterArchiveApi } from '@prakar/shared/api/matter-archive';
import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterMessagesApi } from '@prakar/shared/api/matter-messages';
import type { MessageSide } from '@prakar/shared/matter-messages';
import { type DocumentsEndpoints, MatterDocumentsPanel } from './matter-documents-panel';
import { MatterMessages, type ThreadEndpoints } from './matter-messages';

/** Each side reads and writes through its own routes: the client's, or the firm's staff ones. */
const ENDPOINTS: Record<MessageSide, { documents: DocumentsEndpoints; thread: ThreadEndpoints }> = {
  client: {
    documents: {
      list: matterDocumentsApi.list,
      download: matterDocumentsApi.download,
      zip: matterArchiveApi.download,
    },
    thread: {
      thread: matterMessagesApi.thread,
      send: matterMessagesApi.send,
      download: matterDocumentsApi.download,
    },
  },
  firm: {
    documents: {
      list: matterDocumentsApi.staffList,
      download: matterDocumentsApi.staffDownload,
      zip: matterArchiveApi.staffDownload,
    },
    thread: {
      thread: matterMessagesApi.staffThread,
      send: matterMessagesApi.staffSend,
      download: matterDocumentsApi.staffDownload,
    },
  },
};

interface MatterCorrespondenceProps {
  matter: { id: string; number: string };
  /** Whose screen this is. */
  side: MessageSide;
  /** How the thread names each side, and what the reply's field is called. */
  sideNames: Record<MessageSide, string>;
  replyLabel: string;
  /** The class of each of the two sections, as the page lays them out. */
  className?: string;
}

/** The matter's documents, all downloadable as one ZIP, and its thread with the other side. */
export function MatterCorrespondence({
  matter,
  side,
  sideNames,
  replyLabel,
  className,
}: MatterCorrespondenceProps) {
  const { documents, thread } = ENDPOINTS[side];
  return (
    <>
      <section aria-labelledby="matter-all-documents-heading" className={className}>
        <h2 id="matter-all-documents-heading">All documents</h2>
        <MatterDocumentsPanel id={matter.id} number={matter.number} endpoints={documents} />
      </section>
      <section aria-labelledby="matter-messages-heading" className={className}>
        <h2 id="matter-messages-heading">Messages</h2>
        <MatterMessages
          id={matter.id}
          endpoints={thread}
          sideNames={sideNames}
          replyLabel={replyLabel}
        />
      </section>
    </>
  );
}
