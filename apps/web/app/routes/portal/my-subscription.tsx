import { subscriptionsApi } from '@prakar/shared/api/subscriptions';
import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/my-subscription.ts';
import { ScreenGate } from '#app/features/my-apps/screen-gate.tsx';
import { SubscriptionsSection } from '#app/features/subscriptions/subscriptions-section.tsx';

export const meta = () => pageMeta(copy);

/** Across the page's full width: the reading column is narrower than the subscriptions table needs. */
export default function MySubscriptionPage() {
  return (
    <Page copy={copy} wide>
      <ScreenGate
        endpoint={subscriptionsApi.list}
        denied="Your organisation’s administrator looks after its subscriptions. Ask them about plans and renewals."
      >
        <SubscriptionsSection />
      </ScreenGate>
    </Page>
  );
}
