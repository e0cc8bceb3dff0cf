import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/forgot-pass';

export const meta = () => pageMeta(copy);

export default function ForgotPasswordPage() {
  return <Page copy={copy} />;
}
