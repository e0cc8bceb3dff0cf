import { OfferingPage } from '../../components/layout/offering-page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/tribunal-quasi-judicial-forums';

export const meta = () => pageMeta(copy);

export default function TribunalPage() {
  return <OfferingPage copy={copy} kind="service" name="Tribunal & Quasi-Judicial Forums" />;
}
