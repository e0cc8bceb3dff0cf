import { mattersApi } from '@prakar/shared/api/matters';
import { MatterRead } from '#app/components/matters/matter-read.tsx';
import { Timeline } from '#app/components/timeline/timeline.tsx';
import recordPage from '#app/components/ui/record.module.css';
import { useApiQuery } from '#app/lib/api-query.ts';
import { MatterEngagementPanel } from './engagement/matter-engagement-panel';
import { MatterCorrespondence } from './matter-correspondence';
import { MatterDescription, MatterFacts } from './matter-facts';
import { StaffMatterHistory } from './matter-history';
import { MatterAssignForm, MatterTargetForm } from './matter-manage';
import { MatterMoves } from './matter-moves';
import { StaffPapersSection } from './matter-papers/staff-papers-section';
import { BackToMatters, MatterSteps } from './matter-steps';
import styles from './matters.module.css';

/**
 * One matter: its facts and dates, and every change of status; beside them, what the staff do
 * with it (move it on, give it to someone, set the firm's target date) and what happened to it.
 */
export function MatterDetailSection({ id }: { id: string }) {
  const read = useApiQuery(mattersApi.get, { params: { id } });
  return (
    <MatterRead
      read={read}
      missing="This matter does not exist. It may have been mistyped in the address."
      back={<BackToMatters />}
    >
      {(matter) => (
        <>
          <MatterSteps id={id} />
          <div className={recordPage.recordColumns}>
            <div className={styles.column}>
              <section aria-labelledby="matter-facts-heading" className={styles.column}>
                <h2 id="matter-facts-heading">
                  {matter.number}: {matter.organisation.name}
                </h2>
                <MatterFacts matter={matter} />
                <MatterDescription matter={matter} />
              </section>
              <StaffPapersSection matter={matter} />
              <section aria-labelledby="matter-history-heading" className={styles.column}>
                <h2 id="matter-history-heading">Status history</h2>
                <StaffMatterHistory history={matter.history} />
              </section>
              <MatterCorrespondence matter={matter} />
            </div>
            <div className={styles.column}>
              <MatterEngagementPanel matter={matter} />
              <section aria-labelledby="matter-manage-heading" className={styles.panel}>
                <h2 id="matter-manage-heading">Next steps</h2>
                <MatterMoves matter={matter} />
                <MatterAssignForm matter={matter} />
                <MatterTargetForm matter={matter} />
              </section>
              <section aria-labelledby="matter-timeline-heading" className={styles.panel}>
                <h2 id="matter-timeline-heading">What happened</h2>
                <Timeline endpoint={mattersApi.timeline} params={{ id }} />
              </section>
            </div>
          </div>
        </>
      )}
    </MatterRead>
  );
}
