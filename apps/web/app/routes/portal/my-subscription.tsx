import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/my-subscription';

export const meta = () => pageMeta(copy);

export default function MySubscriptionPage() {
  return <Page copy={copy} />;
}
