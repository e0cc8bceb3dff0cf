import { formatIndianDate } from '@prakar/shared/dates';
import type { MatterHearing, MatterPapers } from '@prakar/shared/matter-papers';
import { type DownloadVersion, PaperVersions } from './paper-versions.tsx';
import styles from './papers.module.css';

const hearingLine = (hearing: Pick<MatterHearing, 'on' | 'time' | 'forum' | 'place'>) =>
  `${formatIndianDate(hearing.on)} at ${hearing.time} IST, ${hearing.forum}${hearing.place ? `, ${hearing.place}` : ''}`;

/**
 * What came of the filing, as both sides read it: the day it was filed with its acknowledgement,
 * the next hearing and every hearing set, and the order.
 */
export function FilingSummary({
  papers,
  download,
}: {
  papers: MatterPapers;
  download: DownloadVersion;
}) {
  const { filing, hearings, nextHearing, order } = papers;
  if (!filing && hearings.length === 0 && !order) return null;
  return (
    <div className={styles.papers}>
      {filing ? (
        <div className={styles.item}>
          <h3>Filed on {formatIndianDate(filing.filedOn)}</h3>
          <p className={styles.muted}>The acknowledgement:</p>
          <PaperVersions document={filing.acknowledgement} download={download} />
        </div>
      ) : null}
      {hearings.length > 0 ? (
        <div className={styles.item}>
          <h3>Next hearing</h3>
          <p>{nextHearing ? hearingLine(nextHearing) : 'No hearing is set from today.'}</p>
          <h4>Every hearing</h4>
          <ul className={styles.versions}>
            {hearings.map((hearing) => (
              <li key={hearing.id} className={styles.version}>
                <span>{hearingLine(hearing)}</span>
                {hearing.notice ? (
                  <PaperVersions document={hearing.notice} download={download} />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {order ? (
        <div className={styles.item}>
          <h3>The order</h3>
          <PaperVersions document={order} download={download} />
        </div>
      ) : null}
    </div>
  );
}
