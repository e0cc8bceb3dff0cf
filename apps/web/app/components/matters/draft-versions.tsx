import { formatIndianDateTime } from '@prakar/shared/dates';
import type { MatterDraft } from '@prakar/shared/matter-papers';
import { type DownloadVersion, PaperVersions } from './paper-versions.tsx';
import styles from './papers.module.css';

/** The draft's versions, each with the client's answer once given: who, when (IST), what. */
export function DraftVersions({
  draft,
  download,
}: {
  draft: MatterDraft;
  download: DownloadVersion;
}) {
  return (
    <PaperVersions
      document={draft}
      download={download}
      after={(version) => {
        const response = draft.versions.find((each) => each.version === version.version)?.response;
        if (!response) return null;
        const who = response.by?.name || response.by?.email || 'A former user';
        const when = formatIndianDateTime(response.at);
        return (
          <span className={styles.muted}>
            {response.decision === 'approved'
              ? `${who} approved it, ${when}.`
              : `${who} asked for changes, ${when}: “${response.comment}”`}
          </span>
        );
      }}
    />
  );
}
