import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/privacy-policy';

export const meta = () => pageMeta(copy);

export default function PrivacyPolicyPage() {
  return <Page copy={copy} />;
}
