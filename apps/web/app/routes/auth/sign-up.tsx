import { Page } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/sign-up';

export const meta = () => pageMeta(copy);

export default function SignUpPage() {
  return <Page copy={copy} />;
}
