import { LegalDocument } from '#app/components/content/legal-document.tsx';
import { privacyCopy } from '#app/content/copy/legal.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/privacy-policy.ts';

export const meta = () => pageMeta(copy);

export default function PrivacyPolicyPage() {
  return <LegalDocument copy={privacyCopy} />;
}
