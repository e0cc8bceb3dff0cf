import { LegalDocument } from '../../components/content/legal-document';
import { privacyCopy } from '../../content/copy/legal';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/privacy-policy';

export const meta = () => pageMeta(copy);

export default function PrivacyPolicyPage() {
  return <LegalDocument copy={privacyCopy} />;
}
