import { pageStyles } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/my-subscription';
import { ScreenGate } from '../../features/my-apps/screen-gate';
import { SubscriptionsSection } from '../../features/subscriptions/subscriptions-section';

export const meta = () => pageMeta(copy);

/** Laid out like `Page`, whose body column is narrower than the subscriptions table needs. */
export default function MySubscriptionPage() {
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.intro}>
        <h1>{copy.heading}</h1>
        <p className={pageStyles.lead}>{copy.summary}</p>
      </div>
      <ScreenGate
        permission="manage:subscription:org"
        denied="Your organisation’s administrator looks after its subscriptions. Ask them about plans and renewals."
      >
        <SubscriptionsSection />
      </ScreenGate>
    </div>
  );
}
