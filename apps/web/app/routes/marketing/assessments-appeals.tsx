import { OfferingPage } from '../../components/layout/offering-page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/assessments-appeals';

export const meta = () => pageMeta(copy);

export default function AssessmentsAppealsPage() {
  return <OfferingPage copy={copy} kind="service" name="Assessments & Appeals" />;
}
