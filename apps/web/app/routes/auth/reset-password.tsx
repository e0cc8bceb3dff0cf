import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/reset-password';

export const meta = () => pageMeta(copy);

export default function ResetPasswordPage() {
  return <Page copy={copy} />;
}
