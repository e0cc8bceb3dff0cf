import { pageStyles } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/my-subscription.ts';
import { ScreenGate } from '#app/features/my-apps/screen-gate.tsx';
import { SubscriptionsSection } from '#app/features/subscriptions/subscriptions-section.tsx';

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
