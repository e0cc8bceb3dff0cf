import { LegalDocument } from '#app/components/content/legal-document.tsx';
import { securityCopy } from '#app/content/copy/security.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/security-and-privacy.ts';

export const meta = () => pageMeta(copy);

export default function SecurityAndPrivacyPage() {
  return <LegalDocument copy={securityCopy} />;
}
