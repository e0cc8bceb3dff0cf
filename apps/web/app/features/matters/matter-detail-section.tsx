import { clientMattersApi } from '@prakar/shared/api/client-matters';
import { MatterRead } from '#app/components/matters/matter-read.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import { BackToMatters } from './back-to-matters';
import { MatterEngagement } from './engagement/matter-engagement';
import { MatterCorrespondence } from './matter-correspondence';
import { MatterFacts } from './matter-facts';
import { ClientMatterHistory } from './matter-history';
import { MatterPapersSection } from './matter-papers/matter-papers-section';
import styles from './matters.module.css';

/** One of the organisation's matters: its facts and dates, then every change of status. */
export function MatterDetailSection({ id }: { id: string }) {
  const read = useApiQuery(clientMattersApi.get, { params: { id } });
  return (
    <MatterRead
      read={read}
      missing="We could not find this matter. It may have been mistyped in the address, or it is another organisation’s."
      back={<BackToMatters />}
    >
      {(matter) => (
        <div className={styles.detail}>
          <BackToMatters />
          <section aria-labelledby="matter-facts-heading" className={styles.detail}>
            <h2 id="matter-facts-heading">{matter.number}</h2>
            <MatterFacts matter={matter} />
          </section>
          <MatterEngagement matter={matter} />
          <MatterPapersSection matter={matter} />
          <section aria-labelledby="matter-history-heading" className={styles.detail}>
            <h2 id="matter-history-heading">Status history</h2>
            <ClientMatterHistory history={matter.history} />
          </section>
          <MatterCorrespondence matter={matter} />
        </div>
      )}
    </MatterRead>
  );
}
