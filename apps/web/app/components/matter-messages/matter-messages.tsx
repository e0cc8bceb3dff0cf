import type { matterMessagesApi } from '@prakar/shared/api/matter-messages';
import { formatIndianDateTime } from '@prakar/shared/dates';
import type { MatterMessage, MessageSide } from '@prakar/shared/matter-messages';
import { type ReactNode, useState } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import { DeletedNote } from './deleted-note';
import { fileSize } from './file-size';
import styles from './matter-messages.module.css';
import { MessageForm } from './message-form';
import { type DocumentDownload, saveDocumentVersion } from './save-document';

export interface ThreadEndpoints {
  thread: typeof matterMessagesApi.thread | typeof matterMessagesApi.staffThread;
  send: typeof matterMessagesApi.send | typeof matterMessagesApi.staffSend;
  download: DocumentDownload;
}

function Message({
  id,
  message,
  sideNames,
  download,
}: {
  id: string;
  message: MatterMessage;
  sideNames: Record<MessageSide, string>;
  download: DocumentDownload;
}) {
  const { attachment } = message;
  const save = (documentId: string) =>
    saveDocumentVersion(download, { id, documentId, version: 1 });
  return (
    <li className={styles.message} data-side={message.side}>
      <p className={styles.byline}>
        <strong>{message.author?.name ?? 'A former user'}</strong>
        <span>{sideNames[message.side]}</span>
        <time dateTime={message.sentAt}>{formatIndianDateTime(message.sentAt)}</time>
      </p>
      <p className={styles.body}>{message.body}</p>
      {attachment ? (
        <p className={styles.attachment}>
          {attachment.deletedAt ? (
            <span>
              {attachment.filename}: <DeletedNote deletedAt={attachment.deletedAt} />
            </span>
          ) : (
            <DownloadButton download={() => save(attachment.documentId)}>
              Download {attachment.filename}
              <span className={styles.muted}> ({fileSize(attachment.size)})</span>
            </DownloadButton>
          )}
        </p>
      ) : null}
    </li>
  );
}

/**
 * A matter's thread, oldest first with the newest at the bottom, then the form to reply. A sent
 * message is announced in a live region, as it appears at the end of the list.
 */
export function MatterMessages({
  id,
  endpoints,
  sideNames,
  replyLabel,
}: {
  id: string;
  endpoints: ThreadEndpoints;
  /** What each side is called to the reader: "Your organisation", the firm's name… */
  sideNames: Record<MessageSide, string>;
  replyLabel: string;
}) {
  const read = useApiQuery(endpoints.thread, { params: { id } });
  const [announcement, setAnnouncement] = useState('');
  let thread: ReactNode;
  if (read.isPending) thread = <p role="status">Loading the messages…</p>;
  else if (read.isError) {
    thread = (
      <LoadError message="We could not load the messages." onRetry={() => void read.refetch()} />
    );
  } else if (read.data.messages.length === 0) {
    thread = <p className={styles.muted}>No messages yet. Write below to start the thread.</p>;
  } else {
    thread = (
      <ol className={styles.thread} aria-label="Messages, oldest first">
        {read.data.messages.map((message) => (
          <Message
            key={message.id}
            id={id}
            message={message}
            sideNames={sideNames}
            download={endpoints.download}
          />
        ))}
      </ol>
    );
  }
  return (
    <div className={styles.messages}>
      {thread}
      <MessageForm
        id={id}
        endpoint={endpoints.send}
        label={replyLabel}
        onSent={(message) =>
          setAnnouncement(
            `Message sent${message.attachment ? ` with ${message.attachment.filename}` : ''}.`,
          )
        }
      />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
