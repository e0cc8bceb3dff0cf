import { careersAdminApi } from '@prakar/shared/api/careers-admin';
import { RESUME_CONTENT_TYPES, sizeInKb } from '@prakar/shared/careers';
import { APPLICATION_STATUS_LABELS, type ApplicationDetail } from '@prakar/shared/careers-admin';
import { formatIndianDateTime } from '@prakar/shared/dates';
import { displayMobile } from '@prakar/shared/indian-formats';
import table from '#app/components/data-table/data-table.module.css';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { apiHref, call } from '#app/lib/api-client.ts';
import { saveBlob } from '#app/lib/save-blob.ts';
import { ApplicationNotesForm } from './application-notes-form';
import { ApplicationStatusForm } from './application-status-form';
import styles from './careers-admin.module.css';

/**
 * The résumé: a PDF opens in a new tab (the server sends it to be read, never run); a Word file
 * can only be downloaded, as browsers do not show one.
 */
function Resume({ application }: { application: ApplicationDetail }) {
  const params = { applicationId: application.id };
  const { resume } = application;
  const download = async () => {
    const { blob, filename } = await call(careersAdminApi.downloadResume, { params });
    saveBlob(blob, filename);
  };
  return (
    <div className={styles.rowActions}>
      <span>
        {resume.filename} ({sizeInKb(resume.size)})
      </span>
      {resume.contentType === RESUME_CONTENT_TYPES.pdf ? (
        <a
          className={table.rowButton}
          href={apiHref(careersAdminApi.viewResume, params)}
          target="_blank"
          rel="noopener"
        >
          View résumé<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      <DownloadButton className={table.rowButton} download={download}>
        Download résumé
      </DownloadButton>
    </div>
  );
}

/** Everything the firm keeps of an application, its status and the staff's notes. */
export function ApplicationDetails({ application }: { application: ApplicationDetail }) {
  return (
    <>
      <dl className={styles.details}>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${application.email}`}>{application.email}</a>
        </dd>
        <dt>Mobile</dt>
        <dd>
          <a href={`tel:+91${application.mobile}`}>{displayMobile(application.mobile)}</a>
        </dd>
        <dt>Received</dt>
        <dd>{formatIndianDateTime(application.receivedAt)}</dd>
        <dt>Status</dt>
        <dd>
          {APPLICATION_STATUS_LABELS[application.status]}
          {application.statusChangedAt
            ? ` since ${formatIndianDateTime(application.statusChangedAt)}`
            : ''}
        </dd>
        <dt>Résumé</dt>
        <dd>
          <Resume application={application} />
        </dd>
      </dl>
      <h3>Cover note</h3>
      <p className={styles.coverNote}>{application.coverNote}</p>
      <ApplicationStatusForm application={application} />
      <ApplicationNotesForm application={application} />
    </>
  );
}
